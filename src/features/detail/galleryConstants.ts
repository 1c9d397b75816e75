/** Slides move in 500 ms (first spec, section 9: image carousel speed). */
export const GALLERY_SPEED_MS = 500
