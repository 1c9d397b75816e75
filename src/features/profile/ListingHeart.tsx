import type { ListingRecord } from '../../../contract/listing'
import { detailPath } from '../../lib/addressSlug'
import { streetLine } from '../../../contract/streetLine'
import { SaveHomeButton } from './SaveHomeButton'

const IMAGE_KEY = /^[\w./-]+$/

/** The save-home heart for a feed listing: what the profile lists, taken from the listing. */
export function ListingHeart({ listing }: { readonly listing: ListingRecord }) {
  const image = listing.images[0]
  const address = [streetLine(listing), listing.address.city].filter(Boolean).join(', ')
  return (
    <SaveHomeButton
      home={{
        mlsNumber: listing.mlsNumber,
        boardId: listing.boardId,
        address: address.slice(0, 200) || listing.mlsNumber,
        path: detailPath(listing),
        price: listing.listPrice,
        imageKey: image !== undefined && IMAGE_KEY.test(image) ? image.slice(0, 200) : null,
      }}
    />
  )
}
