import BathtubOutlinedIcon from '@mui/icons-material/BathtubOutlined'
import BedOutlinedIcon from '@mui/icons-material/BedOutlined'
import SquareFootOutlinedIcon from '@mui/icons-material/SquareFootOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import type { FirstPhotoSource } from '../lib/listing/firstPhotoSlot'
import { LOCKED_FILTER } from './lockedListing'
import { PhotoSkeleton } from './PhotoSkeleton'
import { StatusBadge, type BadgeColour } from './StatusBadge'

export type { BadgeColour }

export interface ListingCardProps {
  readonly imageUrl: string | undefined
  readonly imageAlt: string
  readonly badge: { readonly label: string; readonly colour: BadgeColour }
  readonly price: string
  /** The list price, struck through beside a sold price. */
  readonly struckPrice?: string
  readonly facts: readonly { readonly icon: 'beds' | 'baths' | 'sqft'; readonly text: string }[]
  readonly addressLine: string
  readonly areaLine: string
  /** The listing's detail page; the whole card opens it. `state` travels with the navigation. */
  readonly link?: { readonly to: string; readonly state?: unknown }
  /** The board's required 'powered by' line and disclaimer (board 86), under the address. */
  readonly notice?: { readonly poweredBy: string; readonly disclaimer: string } | undefined
  /** A control over the photo's top right corner, e.g. the save-home heart. */
  readonly action?: ReactNode
  /**
   * The card is in the first screenful (the top of a list): its photo loads at once rather than
   * lazily, because it is likely the page's largest paint.
   */
  readonly firstScreen?: boolean
  /** A guest may not see this listing: the card is blurred behind a login prompt. */
  readonly locked?: {
    readonly prompt: string
    readonly loginLabel: string
    readonly loginHref: string
    readonly joinLabel: string
    readonly joinHref: string
  }
}

const icons = {
  beds: <BedOutlinedIcon fontSize="small" aria-hidden />,
  baths: <BathtubOutlinedIcon fontSize="small" aria-hidden />,
  sqft: <SquareFootOutlinedIcon fontSize="small" aria-hidden />,
}

// The frame clips its photo: a locked card's blurred photo stays within the photo's box, as the
// loading list's first photo does, so the browser sees no larger paint when the card replaces it.
const imageFrame = {
  position: 'relative',
  aspectRatio: '4 / 3',
  bgcolor: 'chip.main',
  overflow: 'hidden',
} as const

/** A listing as the brief draws it: 4:3 photo with a badge, price, facts, address, area. */
export function ListingCard(props: ListingCardProps) {
  const { locked } = props
  return (
    <Card component="article" sx={{ height: '100%', position: 'relative', overflow: 'hidden' }}>
      <Box aria-hidden={locked ? true : undefined}>
        <CardPhoto
          imageUrl={props.imageUrl}
          imageAlt={props.imageAlt}
          badge={props.badge}
          firstScreen={props.firstScreen}
          blurred={locked !== undefined}
        />
        <Box sx={{ p: 2, filter: locked ? LOCKED_FILTER : undefined }}>
          <Typography
            component="p"
            sx={{ fontSize: 22, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
          >
            {props.price}
            {props.struckPrice && (
              <Typography
                component="del"
                sx={{ ml: 1, fontSize: 14, fontWeight: 400, color: 'text.secondary' }}
              >
                {props.struckPrice}
              </Typography>
            )}
          </Typography>
          <FactsRow facts={props.facts} />
          <Typography noWrap sx={{ fontWeight: 500 }}>
            {props.link && !locked ? (
              <Box
                component={RouterLink}
                to={props.link.to}
                state={props.link.state}
                sx={{
                  color: 'inherit',
                  textDecoration: 'none',
                  '&:hover': { textDecoration: 'underline' },
                  // The link's box covers the card, so a click anywhere on it opens the listing.
                  '&::after': { content: '""', position: 'absolute', inset: 0 },
                  '&:focus-visible': { outline: 'none' },
                  '&:focus-visible::after': {
                    outline: '3px solid',
                    outlineColor: 'primary.main',
                    outlineOffset: -3,
                    borderRadius: 1,
                  },
                }}
              >
                {props.addressLine}
              </Box>
            ) : (
              props.addressLine
            )}
          </Typography>
          <Typography noWrap variant="body2" sx={{ color: 'text.secondary' }}>
            {props.areaLine}
          </Typography>
          {props.notice && (
            <Typography
              variant="caption"
              component="p"
              // The board's own English wording (contract/listing.ts), on French pages too.
              lang="en"
              sx={{ color: 'text.secondary', mt: 1, lineHeight: 1.4 }}
            >
              <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
                {props.notice.poweredBy}
              </Box>
              {props.notice.disclaimer}
            </Typography>
          )}
        </Box>
      </Box>
      {props.action && !locked && (
        <Box sx={{ position: 'absolute', top: 8, right: 8, zIndex: 1 }}>{props.action}</Box>
      )}
      {locked && <LockedOverlay {...locked} />}
    </Card>
  )
}

function CardPhoto({
  imageUrl,
  imageAlt,
  badge,
  firstScreen,
  blurred,
}: Pick<ListingCardProps, 'imageUrl' | 'imageAlt' | 'badge' | 'firstScreen'> & {
  readonly blurred: boolean
}): ReactNode {
  const filter = blurred ? LOCKED_FILTER : undefined
  return (
    <Box sx={imageFrame}>
      {imageUrl && (
        <Box
          component="img"
          src={imageUrl}
          alt={imageAlt}
          loading={firstScreen ? 'eager' : 'lazy'}
          // A first-screen photo is the list's largest paint: it is fetched ahead of other images.
          fetchPriority={firstScreen ? 'high' : undefined}
          decoding="async"
          // A photo that fails to load leaves the tinted frame, not a line of alt text.
          sx={{
            width: '100%',
            height: '100%',
            objectFit: 'cover',
            display: 'block',
            color: 'transparent',
            filter,
          }}
        />
      )}
      <StatusBadge colour={badge.colour} sx={{ position: 'absolute', top: 12, left: 12, filter }}>
        {badge.label}
      </StatusBadge>
    </Box>
  )
}

function FactsRow({ facts }: Pick<ListingCardProps, 'facts'>): ReactNode {
  return (
    <Box
      component="ul"
      sx={{
        display: 'flex',
        // A fact that does not fit beside the others goes to the next line whole, so a
        // square-footage range is never cut at four cards a row.
        flexWrap: 'wrap',
        columnGap: 2,
        rowGap: 0.25,
        listStyle: 'none',
        p: 0,
        m: 0,
        my: 1,
        minWidth: 0,
        color: 'text.secondary',
      }}
    >
      {facts.map((fact) => (
        <Box
          component="li"
          key={fact.icon}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
            fontSize: 14,
            whiteSpace: 'nowrap',
            // Beds and baths keep their width; a square-footage range too long even for a line
            // of its own is cut with an ellipsis (its whole text in the title), not mid-word.
            minWidth: 0,
            flexShrink: fact.icon === 'sqft' ? 1 : 0,
            '& > svg': { flexShrink: 0 },
          }}
        >
          {icons[fact.icon]}
          <Box
            component="span"
            data-fact={fact.icon}
            title={fact.icon === 'sqft' ? fact.text : undefined}
            sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}
          >
            {fact.text}
          </Box>
        </Box>
      ))}
    </Box>
  )
}

function LockedOverlay(locked: NonNullable<ListingCardProps['locked']>): ReactNode {
  return (
    <Box
      sx={{
        position: 'absolute',
        inset: 0,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        bgcolor: 'rgba(255, 255, 255, 0.55)',
        textAlign: 'center',
        p: 2,
      }}
    >
      <Typography sx={{ fontWeight: 600 }}>{locked.prompt}</Typography>
      <Button variant="contained" component={RouterLink} to={locked.loginHref}>
        {locked.loginLabel}
      </Button>
      <Button component={RouterLink} to={locked.joinHref} size="small">
        {locked.joinLabel}
      </Button>
    </Box>
  )
}

/**
 * The same geometry as a card, while listings load. The first card of a page's first search may
 * show its photo before the app runs (`firstPhoto`).
 */
export function ListingCardSkeleton({
  firstPhoto,
}: {
  readonly firstPhoto?: FirstPhotoSource | undefined
}) {
  return (
    <Card sx={{ height: '100%' }} aria-hidden>
      <PhotoSkeleton sx={imageFrame} firstPhoto={firstPhoto} />
      <Box sx={{ p: 2 }}>
        <Skeleton width="45%" height={33} />
        <Skeleton width="60%" height={30} />
        <Skeleton width="85%" />
        <Skeleton width="55%" />
      </Box>
    </Card>
  )
}
