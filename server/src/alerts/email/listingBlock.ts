import type { Language } from '../../../../contract/customer'
import { detailPath } from '../../../../contract/detailPath'
import { imageKeyPath } from '../../../../contract/imageKey'
import { streetLine } from '../../../../contract/streetLine'
import type { AlertItem } from '../alertJob'
import type { AlertListing } from '../alertListing'
import { escapeHtml as e } from './html'
import { EMAIL_STRINGS, formatPrice, type EmailStrings } from './strings'

export const BRAND_BLUE = '#147BC9'
export const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"

/** Where a listing block's links and photo point. */
export interface BlockLinks {
  readonly siteUrl: string
  readonly imageCdnUrl: string
}

/** One listing's part of an alert e-mail, in HTML and in plain text. */
export interface ListingBlock {
  readonly html: string
  readonly text: string
}

interface Row {
  readonly change: string
  readonly price: string
  readonly previousPrice: string | undefined
  readonly facts: string
  readonly address: string
  readonly place: string
  readonly url: string
  readonly photo: string | undefined
  readonly courtesy: string | undefined
}

function addressLine(listing: AlertListing, t: EmailStrings): string {
  const { address } = listing
  // A board that withholds the address leaves its street empty in what the service returns.
  if (!address.streetName) return t.addressWithheld
  return streetLine(listing)
}

function row(item: AlertItem, language: Language, links: BlockLinks, t: EmailStrings): Row {
  const { listing } = item
  const money = (value: number) =>
    formatPrice(language, value) + (listing.type === 'Lease' ? t.perMonth : '')
  const { details } = listing
  const beds =
    details.numBedroomsPlus > 0
      ? `${String(details.numBedrooms)}+${String(details.numBedroomsPlus)}`
      : String(details.numBedrooms)
  // As on the site's cards: a count of none (an office, a lot) is left out, not shown as 0.
  const facts = [
    details.numBedrooms > 0 ? t.beds(beds) : '',
    details.numBathrooms > 0 ? t.baths(details.numBathrooms) : '',
    details.sqft ? t.area(details.sqft) : '',
  ]
    .filter(Boolean)
    .join(' · ')
  const photo = listing.images[0]
  const office = listing.office as AlertListing['office'] | undefined
  return {
    change: t.change[item.change],
    price: money(listing.soldPrice ?? listing.listPrice),
    previousPrice:
      item.change === 'priceDrop' && item.previousPrice !== null
        ? money(item.previousPrice)
        : undefined,
    facts,
    address: addressLine(listing, t),
    place: [listing.address.neighborhood, listing.address.city].filter(Boolean).join(', '),
    url: `${links.siteUrl}${detailPath(listing)}`,
    photo: photo && `${links.imageCdnUrl}/${imageKeyPath(photo)}?w=400&class=small&f=jpeg`,
    // Boards ask that a listing shown off their site names its brokerage.
    courtesy: office?.brokerageName ? t.courtesy(office.brokerageName) : undefined,
  }
}

function htmlOf(r: Row, t: EmailStrings): string {
  const photo = r.photo
    ? `<img src="${e(r.photo)}" width="200" height="150" alt="${e(r.address)}" style="display:block;width:200px;height:150px;object-fit:cover;border-radius:8px;background:#F6F8FA">`
    : ''
  const was = r.previousPrice
    ? ` <s style="color:#5f6b76;font-size:14px;font-weight:400">${e(r.previousPrice)}</s>`
    : ''
  // Two inline blocks rather than table cells: side by side in a 600 px reader, the facts
  // below the photo on a phone (no media query needed; font-size 0 removes the gap between them).
  return `<tr><td style="padding:16px 24px 8px;border-bottom:1px solid #e6e9ed;font-size:0">
<div style="display:inline-block;vertical-align:top;width:200px;margin:0 16px 8px 0">${photo}</div>
<div style="display:inline-block;vertical-align:top;width:100%;max-width:320px;margin-bottom:8px;font-family:${FONT};color:#1f2933">
<div style="font-size:12px;font-weight:600;text-transform:uppercase;color:${BRAND_BLUE}">${e(r.change)}</div>
<div style="font-size:22px;font-weight:700;font-variant-numeric:tabular-nums;margin:4px 0">${e(r.price)}${was}</div>
<div style="font-size:14px;margin-bottom:4px">${e(r.facts)}</div>
<div style="font-size:14px">${e(r.address)}</div>
<div style="font-size:14px;color:#5f6b76;margin-bottom:12px">${e(r.place)}</div>
<a href="${e(r.url)}" style="display:inline-block;background:${BRAND_BLUE};color:#ffffff;text-decoration:none;font-weight:600;font-size:14px;padding:10px 18px;border-radius:8px">${e(t.viewHome)}</a>
${r.courtesy ? `<div style="font-size:12px;color:#5f6b76;margin-top:8px">${e(r.courtesy)}</div>` : ''}
</div></td></tr>`
}

function textOf(r: Row, t: EmailStrings): string {
  const price = r.previousPrice ? `${r.price} (${t.wasPrice} ${r.previousPrice})` : r.price
  return [
    `${r.change}: ${price}`,
    r.facts,
    r.address,
    r.place,
    `${t.viewHome}: ${r.url}`,
    r.courtesy,
  ]
    .filter(Boolean)
    .join('\n')
}

/**
 * Each listing's block, rendered once per language and change and reused by every e-mail that
 * shows it: in one run a new listing may match hundreds of saved searches. The key holds all a
 * block shows: a listing's `updatedOn` moves with every change to it.
 */
export function listingBlocks(links: BlockLinks) {
  const rendered = new Map<string, ListingBlock>()
  return {
    blockFor(language: Language, item: AlertItem): ListingBlock {
      const { listing } = item
      const key = [
        language,
        listing.boardId,
        listing.mlsNumber,
        listing.updatedOn,
        item.change,
        item.previousPrice,
      ].join('|')
      const known = rendered.get(key)
      if (known) return known
      const t = EMAIL_STRINGS[language]
      const r = row(item, language, links, t)
      const block = { html: htmlOf(r, t), text: textOf(r, t) }
      rendered.set(key, block)
      return block
    },
  }
}

export type ListingBlocks = ReturnType<typeof listingBlocks>
