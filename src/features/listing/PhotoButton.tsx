import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import type { Theme } from '@mui/material/styles'
import type { SystemStyleObject } from '@mui/system'
import { listingImageUrl } from '../../services/realtyUrls'

export interface PhotoButtonProps {
  readonly image: string
  /** The button's accessible name (the photo's description). */
  readonly label: string
  readonly onClick: () => void
  /** The page's first photo is its largest paint: fetched first and never lazily. */
  readonly first: boolean
  readonly tabIndex?: number
  readonly sx?: SystemStyleObject<Theme>
}

/** A listing photo filling its box, as a button that opens the full gallery at it. */
export function PhotoButton({ image, label, onClick, first, tabIndex, sx }: PhotoButtonProps) {
  return (
    <ButtonBase
      onClick={onClick}
      aria-label={label}
      tabIndex={tabIndex}
      sx={[
        {
          display: 'block',
          width: '100%',
          height: '100%',
          '&:focus-visible': {
            outline: '3px solid',
            outlineColor: 'primary.main',
            outlineOffset: -3,
          },
        },
        sx ?? {},
      ]}
    >
      <Box
        component="img"
        src={listingImageUrl(image, 'medium')}
        alt=""
        width={800}
        height={600}
        {...(first
          ? { fetchPriority: 'high' as const, loading: 'eager' as const }
          : { loading: 'lazy' as const })}
        decoding="async"
        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
    </ButtonBase>
  )
}
