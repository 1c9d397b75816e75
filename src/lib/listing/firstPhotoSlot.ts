/**
 * The loading skeleton's photo box that the page's start script fills with the page's first
 * photo before the app's code arrives (src/services/firstPhoto.ts fills it, src/ui/PhotoSkeleton
 * draws it).
 */

/** Which answer names a page's first photo: a search's first home's, or the listing's own. */
export type FirstPhotoSource = 'search' | 'listing'

/** The box carries its source in this attribute. */
export const FIRST_PHOTO_ATTRIBUTE = 'data-first-photo'

/** The custom property the start script sets on the box: the photo, as a CSS image. */
export const FIRST_PHOTO_PROPERTY = '--first-photo'

/** The attribute the start script sets on the box when a guest sees the photo blurred. */
export const FIRST_PHOTO_LOCKED = 'data-first-photo-locked'
