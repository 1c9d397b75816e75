import StarIcon from '@mui/icons-material/Star'
import StarBorderIcon from '@mui/icons-material/StarBorder'
import Box from '@mui/material/Box'

export interface StarRatingProps {
  /** Stars to fill, fractions allowed (4.9 fills the fifth star to 90 %). */
  readonly value: number
  /** What a screen reader hears instead of the stars, e.g. 'Rated 5 out of 5'. */
  readonly label: string
  readonly max?: number
  readonly size?: number
}

/** Gold stars with their outline behind, in the theme's rating colour. */

/** A row of stars read as one image with a spoken label. */
export function StarRating({ value, label, max = 5, size = 20 }: StarRatingProps) {
  const filled = Math.max(0, Math.min(max, value))
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      sx={{ display: 'inline-flex', color: 'rating.main', lineHeight: 0 }}
    >
      {Array.from({ length: max }, (_, index) => {
        const fill = Math.max(0, Math.min(1, filled - index))
        return (
          <Box
            key={index}
            component="span"
            sx={{ position: 'relative', width: size, height: size, display: 'inline-block' }}
          >
            <StarBorderIcon aria-hidden sx={{ fontSize: size, position: 'absolute', inset: 0 }} />
            <Box
              component="span"
              sx={{
                position: 'absolute',
                inset: 0,
                width: `${String(Math.round(fill * 100))}%`,
                overflow: 'hidden',
              }}
            >
              <StarIcon aria-hidden sx={{ fontSize: size }} />
            </Box>
          </Box>
        )
      })}
    </Box>
  )
}
