import CheckIcon from '@mui/icons-material/Check'
import FacebookIcon from '@mui/icons-material/Facebook'
import LinkIcon from '@mui/icons-material/Link'
import LinkedInIcon from '@mui/icons-material/LinkedIn'
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined'
import XIcon from '@mui/icons-material/X'
import Button from '@mui/material/Button'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useEffect, useId, useRef, useState } from 'react'
import { newTabProps } from './newTab'
import { useShareLabels } from './useShareLabels'
import { VisuallyHidden, visuallyHiddenStyle } from './VisuallyHidden'

export interface ShareMenuLabels {
  readonly share: string
  readonly facebook: string
  readonly x: string
  readonly linkedin: string
  readonly copyLink: string
  readonly copied: string
  readonly newTab: string
}

export interface ShareMenuProps {
  /** The page to share, absolute. */
  readonly url: string
  readonly title: string
  /** White outline on a dark hero, brand outline elsewhere. */
  readonly tone?: 'onLight' | 'onDark'
  /** Under this width (px) the button shows only its icon; its name is still read. */
  readonly iconOnlyBelow?: number
}

/** How long the button reads 'Copied!' after copying. */
export const COPIED_FOR_MS = 3000

/** The three networks' share addresses for a page. */
export function shareUrls(url: string, title: string) {
  const u = encodeURIComponent(url)
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    x: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
  }
}

const onDark = {
  color: 'common.white',
  borderColor: 'common.white',
  '&:hover': { borderColor: 'common.white', bgcolor: 'rgba(255, 255, 255, 0.08)' },
} as const

/** The button's word hidden from sight (still its accessible name) on screens under `px`. */
const iconOnlyUnder = (px: number) => ({
  [`@media (max-width: ${String(px - 0.05)}px)`]: {
    minWidth: 0,
    px: 1,
    '& .MuiButton-startIcon': { m: 0 },
    '& [data-share-label]': visuallyHiddenStyle,
  },
})

/**
 * A phone with the system share sheet uses it: it offers the apps the visitor really has. A
 * touch screen is what makes it a phone here; desktops with `navigator.share` keep the menu.
 */
export function canUseSystemShare(): boolean {
  return (
    typeof navigator.share === 'function' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(pointer: coarse)').matches
  )
}

/**
 * A share button: on a phone, the system share sheet where there is one; otherwise a menu with
 * three social networks in a new tab, and copy link.
 */
export function ShareMenu({ url, title, tone = 'onLight', iconOnlyBelow }: ShareMenuProps) {
  const labels = useShareLabels()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [copied, setCopied] = useState(false)
  const timer = useRef<number | undefined>(undefined)
  const menuId = useId()
  const buttonId = useId()
  const links = shareUrls(url, title)

  useEffect(() => () => window.clearTimeout(timer.current), [])

  const copy = async () => {
    setAnchor(null)
    try {
      await navigator.clipboard.writeText(url)
    } catch {
      // No clipboard (an insecure page or a refused permission): the label stays as it was.
      return
    }
    setCopied(true)
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => {
      setCopied(false)
    }, COPIED_FOR_MS)
  }

  const networks = [
    { href: links.facebook, label: labels.facebook, icon: <FacebookIcon /> },
    { href: links.x, label: labels.x, icon: <XIcon /> },
    { href: links.linkedin, label: labels.linkedin, icon: <LinkedInIcon /> },
  ]

  return (
    <>
      <Button
        id={buttonId}
        variant="outlined"
        startIcon={copied ? <CheckIcon aria-hidden /> : <ShareOutlinedIcon aria-hidden />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => {
          const button = event.currentTarget
          if (!canUseSystemShare()) {
            setAnchor(button)
            return
          }
          navigator.share({ title, url }).catch((error: unknown) => {
            // Closing the sheet is the visitor's choice; any other failure falls back to the menu.
            if (error instanceof DOMException && error.name === 'AbortError') return
            setAnchor(button)
          })
        }}
        sx={[
          tone === 'onDark' && onDark,
          iconOnlyBelow !== undefined && iconOnlyUnder(iconOnlyBelow),
        ]}
      >
        <span data-share-label>{copied ? labels.copied : labels.share}</span>
      </Button>
      <span role="status">{copied && <VisuallyHidden>{labels.copied}</VisuallyHidden>}</span>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => {
          setAnchor(null)
        }}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {networks.map((network) => (
          <MenuItem
            key={network.label}
            component="a"
            href={network.href}
            {...newTabProps}
            onClick={() => {
              setAnchor(null)
            }}
          >
            <ListItemIcon aria-hidden>{network.icon}</ListItemIcon>
            <ListItemText>
              {network.label}
              <VisuallyHidden> {labels.newTab}</VisuallyHidden>
            </ListItemText>
          </MenuItem>
        ))}
        <MenuItem onClick={() => void copy()}>
          <ListItemIcon aria-hidden>
            <LinkIcon />
          </ListItemIcon>
          <ListItemText>{labels.copyLink}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  )
}
