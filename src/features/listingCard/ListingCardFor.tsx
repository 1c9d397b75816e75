import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNamespace } from '../../app/useNamespace'
import { useLocation } from 'react-router'
import type { ListingRecord } from '../../../contract/listing'
import { detailPath } from '../../lib/addressSlug'
import { formatListingPrice, formatPrice } from '../../lib/format'
import { statusDisplay } from '../../lib/listingStatus'
import { streetLine } from '../../../contract/streetLine'
import { listingImageUrl } from '../../services/realtyUrls'
import { ListingCard } from '../../ui/ListingCard'
import { listingCounts } from '../../lib/listing/counts'
import { isPublicListing } from '../../lib/listing/publicListing'
import { shortAddress } from '../../lib/listing/shortAddress'
import { listingStrings } from './strings'

const CARD_AREA_LIMIT = 100

export { streetLine }

export interface ListingCardForProps {
  readonly listing: ListingRecord
  /** Signed-in customers see every listing in full. */
  readonly signedIn: boolean
  /** A control over the photo (the save-home heart). */
  readonly action?: ReactNode
  /** The card is in the first screenful: its photo is not lazy. */
  readonly firstScreen?: boolean
}

/**
 * A feed listing drawn as a card: its status badge, the price it shows for that status, and only
 * what the board lets this viewer see.
 */
export function ListingCardFor({
  listing,
  signedIn,
  action,
  firstScreen = false,
}: ListingCardForProps) {
  useNamespace('listing', listingStrings)
  const { t, i18n } = useTranslation('listing')
  const { pathname, search } = useLocation()
  const locked = !signedIn && !isPublicListing(listing)
  const status = statusDisplay(listing.type, listing.lastStatus, { blurred: locked })
  const { details, address } = listing
  const sold = status.soldLayout && listing.soldPrice !== null
  const street = streetLine(listing) || t('addressHidden')
  const redirect = encodeURIComponent(`/real-estate${pathname}${search}`)

  const facts = listingCounts(details, ['beds', 'baths', 'sqft']).map((count) => ({
    icon: count.kind,
    text: t(count.key, count.values),
  }))
  const image = listing.images[0]

  return (
    <ListingCard
      imageUrl={image === undefined ? undefined : listingImageUrl(image, 'small')}
      imageAlt={t('photoOf', { address: shortAddress(street) })}
      badge={{ label: t(status.key), colour: status.badge }}
      price={
        sold
          ? formatPrice(listing.soldPrice, i18n.language)
          : formatListingPrice(listing.listPrice, listing.type, i18n.language)
      }
      {...(sold ? { struckPrice: formatPrice(listing.listPrice, i18n.language) } : {})}
      facts={facts}
      link={{ to: detailPath(listing), state: { listing } }}
      notice={listing.boardNotice ?? undefined}
      action={action}
      firstScreen={firstScreen}
      addressLine={street}
      areaLine={[address.neighborhood, address.city]
        .filter(Boolean)
        .join(', ')
        .slice(0, CARD_AREA_LIMIT)}
      {...(locked
        ? {
            locked: {
              prompt: t('lockedPrompt'),
              loginLabel: t('loginToView'),
              loginHref: `/auth/login?redirect=${redirect}`,
              joinLabel: t('join'),
              joinHref: `/auth/new-account?redirect=${redirect}`,
            },
          }
        : {})}
    />
  )
}
