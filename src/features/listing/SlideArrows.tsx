import ChevronLeftIcon from '@mui/icons-material/ChevronLeft'
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import IconButton from '@mui/material/IconButton'
import { useTranslation } from 'react-i18next'
import type { Swiper } from 'swiper'
import { dark } from '../../app/theme/tokens'

const arrow = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  zIndex: 2,
  bgcolor: 'rgba(255, 255, 255, 0.9)',
  color: dark.gallery,
  '&:hover': { bgcolor: 'common.white' },
} as const

/** The previous and next photo buttons over a carousel, `inset` pixels from its sides. */
export function SlideArrows({
  swiper,
  inset,
}: {
  readonly swiper: Swiper | null
  readonly inset: number
}) {
  const { t } = useTranslation('detail')
  return (
    <>
      <IconButton
        aria-label={t('previousPhoto')}
        onClick={() => swiper?.slidePrev()}
        sx={{ ...arrow, left: inset }}
      >
        <ChevronLeftIcon />
      </IconButton>
      <IconButton
        aria-label={t('nextPhoto')}
        onClick={() => swiper?.slideNext()}
        sx={{ ...arrow, right: inset }}
      >
        <ChevronRightIcon />
      </IconButton>
    </>
  )
}
