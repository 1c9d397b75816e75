import Box from '@mui/material/Box'
import { useTheme } from '@mui/material/styles'

export interface LogoProps {
  readonly name: string
  readonly inverted?: boolean
}

/** The brand mark (a roof over a keyhole-shaped door) beside the word mark. */
export function Logo({ name, inverted = false }: LogoProps) {
  const { palette } = useTheme()
  const white = palette.common.white
  const ink = inverted ? white : palette.text.primary
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill={palette.primary.main} />
        <path d="M6 15.5 16 7l10 8.5" fill="none" stroke={white} strokeWidth="2.6" />
        <path d="M9.5 14v10.5h13V14" fill="none" stroke={white} strokeWidth="2.6" />
        <circle cx="16" cy="18" r="2" fill={white} />
        <path d="M15.1 19h1.8l.6 3.6h-3z" fill={white} />
      </svg>
      <Box
        component="span"
        sx={{ fontWeight: 800, fontSize: 22, letterSpacing: '-0.03em', color: ink }}
      >
        {name}
      </Box>
    </Box>
  )
}
