import ChevronLeftIcon from '@mui/icons-material/ChevronLeft'
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import IconButton from '@mui/material/IconButton'
import { useTranslation } from 'react-i18next'
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

export interface SlideArrowsProps {
  /** How far from the carousel's sides the buttons sit, in pixels. */
  readonly inset: number
  readonly onPrevious: () => void
  readonly onNext: () => void
}

/** The previous and next photo buttons over a carousel. */
export function SlideArrows({ inset, onPrevious, onNext }: SlideArrowsProps) {
  const { t } = useTranslation('detail')
  return (
    <>
      <IconButton
        aria-label={t('previousPhoto')}
        onClick={onPrevious}
        sx={{ ...arrow, left: inset }}
      >
        <ChevronLeftIcon />
      </IconButton>
      <IconButton aria-label={t('nextPhoto')} onClick={onNext} sx={{ ...arrow, right: inset }}>
        <ChevronRightIcon />
      </IconButton>
    </>
  )
}
