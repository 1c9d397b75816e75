import { Type, type Static } from 'typebox'
import { IMAGE_KEY_PATTERN } from './imageKey'

/**
 * The image CDN (`{cdn}/{imageKey}?w=&class=&f=`): how listing photos are asked for. The SPA asks
 * for 350 px thumbnails (`class=small`) and 800 px large views (`class=medium`), in WebP.
 */

export { IMAGE_KEY_PATTERN } from './imageKey'

export const MIN_IMAGE_WIDTH = 50
export const MAX_IMAGE_WIDTH = 2000
export const DEFAULT_IMAGE_WIDTH = 800

export const IMAGE_CLASSES = ['small', 'medium', 'large'] as const
export type ImageClass = (typeof IMAGE_CLASSES)[number]

export const IMAGE_FORMATS = ['webp', 'jpeg', 'png', 'svg'] as const
export type ImageFormat = (typeof IMAGE_FORMATS)[number]

const ImageKey = Type.String({
  pattern: IMAGE_KEY_PATTERN,
  description: 'e.g. W5000007-3, or a path as the provider sends it: sandbox/IMG-SANDBOX_1.jpg',
})

export const ImageParams = Type.Object({ imageKey: ImageKey }, { additionalProperties: false })
export type ImageParams = Static<typeof ImageParams>

/** A key with folders, read from the rest of the path (`/cdn/sandbox/IMG-SANDBOX_1.jpg`). */
export const ImagePathParams = Type.Object({ '*': ImageKey }, { additionalProperties: false })

export const ImageQuery = Type.Object(
  {
    w: Type.Optional(
      Type.Integer({
        minimum: MIN_IMAGE_WIDTH,
        maximum: MAX_IMAGE_WIDTH,
        default: DEFAULT_IMAGE_WIDTH,
        description: 'Width in pixels; the height is three quarters of it (4:3)',
      }),
    ),
    class: Type.Optional(
      Type.Enum(IMAGE_CLASSES, { description: "The production CDN's size preset" }),
    ),
    f: Type.Optional(
      Type.Enum(IMAGE_FORMATS, { description: 'The format asked for; the local CDN sends SVG' }),
    ),
  },
  { additionalProperties: false },
)
export type ImageQuery = Static<typeof ImageQuery>

/** The picture itself, an SVG document (described for OpenAPI; the bytes are sent unchecked). */
export const ImageResponse = {
  description: 'The photo: a generated SVG illustration, 4:3',
  content: {
    'image/svg+xml': { schema: Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary' }) },
  },
}

/** The copy whose ETag was sent in If-None-Match still stands: no body (so no content in OpenAPI). */
export const ImageNotModified = {
  type: 'null',
  description: 'Not modified: the cached copy stands',
}
