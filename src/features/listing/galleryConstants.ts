/** Slides move in 500 ms (image carousel speed). */
export const GALLERY_SPEED_MS = 500
