/**
 * The screen of Lighthouse's mobile preset (a 412 × 823 phone at 1.75 device pixels, touch), for
 * the bench scripts that trace a page as Lighthouse would see it.
 */
export const LIGHTHOUSE_PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} as const
