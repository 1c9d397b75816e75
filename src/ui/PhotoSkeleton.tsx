import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import type { SystemStyleObject, Theme } from '@mui/system'
import {
  FIRST_PHOTO_ATTRIBUTE,
  FIRST_PHOTO_LOCKED,
  FIRST_PHOTO_PROPERTY,
  type FirstPhotoSource,
} from '../lib/listing/firstPhotoSlot'
import { LOCKED_FILTER } from './lockedListing'

export interface PhotoSkeletonProps {
  /** The box's size and place (an aspect ratio, a grid area, its corners). */
  readonly sx: SystemStyleObject<Theme>
  /**
   * Marks the box the page's start script fills with the page's first photo, from the answer
   * named here, before the app's code arrives (src/services/firstPhoto.ts).
   */
  readonly firstPhoto?: FirstPhotoSource | undefined
}

/**
 * A photo's place while its listing loads: a pulsing box, under a layer that shows the page's
 * first photo if the start script has named it (the same photo the loaded page then shows here).
 */
export function PhotoSkeleton({ sx, firstPhoto }: PhotoSkeletonProps) {
  return (
    <Box sx={{ position: 'relative', overflow: 'hidden', ...sx }}>
      <Skeleton variant="rectangular" sx={{ position: 'absolute', inset: 0, height: 'auto' }} />
      {firstPhoto && (
        <Box
          {...{ [FIRST_PHOTO_ATTRIBUTE]: firstPhoto }}
          sx={{
            position: 'absolute',
            inset: 0,
            backgroundImage: `var(${FIRST_PHOTO_PROPERTY}, none)`,
            backgroundSize: 'cover',
            backgroundPosition: 'center',
            [`&[${FIRST_PHOTO_LOCKED}]`]: { filter: LOCKED_FILTER },
          }}
        />
      )}
    </Box>
  )
}
