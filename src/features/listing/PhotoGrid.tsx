import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useTheme } from '@mui/material/styles'
import useMediaQuery from '@mui/material/useMediaQuery'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { shortAddress } from '../../lib/listing/shortAddress'
import { PhotoButton } from './PhotoButton'

const Gallery = lazy(() => import('./Gallery'))
/** The inline carousel for small screens, with swiper, loads only on small screens. */
const PhoneGallery = lazy(() => import('./PhoneGallery'))

export interface PhotoGridProps {
  readonly images: readonly string[]
  /** Short address for alternative text (25 characters). */
  readonly address: string
}

/**
 * The first photo large and four beside it from medium width up; on small screens an inline
 * swipeable carousel of every photo (the first photo alone until it loads). Any photo opens
 * the full gallery at that photo. Only the first loads eagerly: it is the page's largest paint.
 */
export function PhotoGrid({ images, address }: PhotoGridProps) {
  const { t } = useTranslation('detail')
  const [open, setOpen] = useState<number | undefined>(undefined)
  const phone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true })
  const shown = images.slice(0, 5)
  const alt = (index: number) =>
    t('photoOf', { index: index + 1, count: images.length, address: shortAddress(address) })

  if (images.length === 0) {
    return (
      <Box
        sx={{
          aspectRatio: { xs: '4 / 3', md: '3 / 1' },
          bgcolor: 'chip.main',
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          color: 'text.secondary',
        }}
      >
        {t('noPhotos')}
      </Box>
    )
  }

  const grid = (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: '1fr', md: shown.length > 1 ? '2fr 1fr 1fr' : '1fr' },
        gridTemplateRows: { md: 'repeat(2, 210px)' },
        borderRadius: 2,
        overflow: 'hidden',
      }}
    >
      {shown.map((image, index) => (
        <PhotoButton
          key={image}
          image={image}
          label={alt(index)}
          onClick={() => {
            setOpen(index)
          }}
          first={index === 0}
          sx={{
            display: index === 0 ? 'block' : { xs: 'none', md: 'block' },
            gridRow: index === 0 ? { md: 'span 2' } : undefined,
            aspectRatio: index === 0 ? { xs: '4 / 3', md: 'auto' } : undefined,
            bgcolor: 'chip.main',
          }}
        />
      ))}
    </Box>
  )

  return (
    <Box sx={{ position: 'relative' }}>
      {phone && images.length > 1 ? (
        <Suspense fallback={grid}>
          <PhoneGallery images={images} alt={alt} onOpen={setOpen} />
        </Suspense>
      ) : (
        grid
      )}
      <Button
        variant="contained"
        color="inherit"
        startIcon={<PhotoLibraryOutlinedIcon aria-hidden />}
        onClick={() => {
          setOpen(0)
        }}
        sx={{
          position: 'absolute',
          right: 12,
          bottom: 12,
          zIndex: 2,
          bgcolor: 'common.white',
          color: 'text.primary',
        }}
      >
        {t('showAllPhotos', { count: images.length })}
      </Button>
      {open !== undefined && (
        <Suspense fallback={null}>
          <Gallery
            images={images}
            start={open}
            alt={alt}
            onClose={() => {
              setOpen(undefined)
            }}
          />
        </Suspense>
      )}
    </Box>
  )
}
