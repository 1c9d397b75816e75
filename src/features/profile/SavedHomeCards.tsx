import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import type { SavedHome } from '../../../contract/customer'
import { useTranslation } from 'react-i18next'
import { formatPrice } from '../../lib/format'
import { useDeleteHomeMutation, useSavedHomesQuery } from '../../services/customerApi'
import { listingImageUrl } from '../../services/realtyUrls'
import { ListingCard, type BadgeColour } from '../../ui/ListingCard'
import { useProfileText } from './strings'
import { useAccountNotice } from './useAccountNotice'

type ProfileText = ReturnType<typeof useProfileText>

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
  listStyle: 'none',
  p: 0,
  m: 0,
} as const

/** A home that has sold or leased since it was saved says so in its badge. */
function badgeOf(home: SavedHome, t: ProfileText): { label: string; colour: BadgeColour } {
  const kind = home.latestChange?.kind
  if (kind === 'sold' || kind === 'leased') {
    return { label: t(`profile.homeChange.${kind}`, { date: '' }).trim(), colour: 'sold' }
  }
  return { label: t('profile.savedBadge'), colour: 'forSale' }
}

/** The MLS number, then the latest change the alert job saw ("Price reduced 2026-11-23"). */
function detailLine(home: SavedHome, t: ProfileText): string {
  const change = home.latestChange
  return change
    ? `${home.mlsNumber} · ${t(`profile.homeChange.${change.kind}`, { date: change.at.slice(0, 10) })}`
    : home.mlsNumber
}

/** Saved Homes as the listing cards the rest of the site shows, each with its delete button. */
export function SavedHomes() {
  const t = useProfileText()
  const { i18n } = useTranslation()
  const { data } = useSavedHomesQuery(undefined)
  const [remove] = useDeleteHomeMutation()
  const confirm = useAccountNotice()
  if (!data) {
    return (
      <Box sx={grid} aria-busy="true" aria-label={t('profile.loading')}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} variant="rounded" height={280} />
        ))}
      </Box>
    )
  }
  if (data.homes.length === 0) return <Typography>{t('profile.noHomes')}</Typography>
  return (
    <Box component="ul" sx={grid} aria-label={t('profile.savedHomes')}>
      {data.homes.map((home) => (
        <li key={home.id}>
          <ListingCard
            imageUrl={home.imageKey ? listingImageUrl(home.imageKey, 'small') : undefined}
            imageAlt={home.address}
            badge={badgeOf(home, t)}
            price={home.price === null ? '—' : formatPrice(home.price, i18n.language)}
            facts={[]}
            addressLine={home.address}
            areaLine={detailLine(home, t)}
            link={{ to: home.path }}
            action={
              <IconButton
                aria-label={t('profile.deleteNamed', { name: home.address })}
                onClick={() => void remove(home.id).then(confirm('homeRemoved'))}
                sx={{ bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
              >
                <DeleteOutlineIcon />
              </IconButton>
            }
          />
        </li>
      ))}
    </Box>
  )
}
