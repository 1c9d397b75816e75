import { placeSlug } from './placeSlug'

/** Detail page paths: the SPA links to them, and alert e-mails link to the same pages. */
export interface SlugAddress {
  readonly unitNumber?: string | null
  readonly streetNumber?: string | null
  readonly streetName?: string | null
  readonly streetSuffix?: string | null
  readonly streetDirection?: string | null
  readonly zip?: string | null
}

/**
 * The address part of a detail URL: lower-case words from unit, street
 * number, name, suffix and direction joined by hyphens, then the zip.
 */
export function addressSlug(address: SlugAddress): string {
  return [
    address.unitNumber,
    address.streetNumber,
    address.streetName,
    address.streetSuffix,
    address.streetDirection,
    address.zip,
  ]
    .map((part) => placeSlug(part ?? ''))
    .filter(Boolean)
    .join('-')
}

export interface DetailPathListing {
  readonly mlsNumber: string
  readonly boardId: number
  readonly address: SlugAddress & {
    readonly state?: string | null
    readonly city?: string | null
    readonly neighborhood?: string | null
  }
}

const segment = (value: string | null | undefined, fallback: string) =>
  placeSlug(value ?? '') || fallback

/** /detail/{state}/{city}/{neighborhood}/{address-slug-with-zip}/{mlsNumber}/{boardId} */
export function detailPath({ mlsNumber, boardId, address }: DetailPathListing): string {
  return [
    '/detail',
    segment(address.state, 'on'),
    segment(address.city, 'city'),
    segment(address.neighborhood, 'area'),
    addressSlug(address) || 'address',
    encodeURIComponent(mlsNumber),
    String(boardId),
  ].join('/')
}
