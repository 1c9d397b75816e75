import type { Language } from '../../../../contract/customer'
import { detailPath } from '../../../../contract/detailPath'
import { streetLine } from '../../../../contract/streetLine'
import type { AlertItem } from '../alertJob'
import type { AlertListing } from '../alertListing'
import { escapeHtml as e } from './html'
import { EMAIL_STRINGS, formatPrice, type EmailStrings } from './strings'

/** An e-mail shows at most this many listings; the rest are behind 'see all N matches'. */
export const MAX_LISTINGS_PER_EMAIL = 10

const BRAND_BLUE = '#147BC9'
const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"

export interface AlertEmailInput {
  readonly language: Language
  readonly givenName: string
  readonly items: readonly AlertItem[]
  /** How many listings the run found, when more than `items` (the first ones) were kept. */
  readonly total?: number | undefined
  /** The saved search the e-mail is for; undefined for saved homes. */
  readonly search: { readonly name: string; readonly url: string } | undefined
  readonly siteUrl: string
  readonly imageCdnUrl: string
  readonly unsubscribeUrl: string
  readonly profileUrl: string
}

export interface AlertEmail {
  readonly subject: string
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

function row(item: AlertItem, input: AlertEmailInput, t: EmailStrings): Row {
  const { listing } = item
  const money = (value: number) =>
    formatPrice(input.language, value) + (listing.type === 'Lease' ? t.perMonth : '')
  const { details } = listing
  const beds =
    details.numBedroomsPlus > 0
      ? `${String(details.numBedrooms)}+${String(details.numBedroomsPlus)}`
      : String(details.numBedrooms)
  const facts = [
    t.beds(beds),
    t.baths(details.numBathrooms),
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
    url: `${input.siteUrl}${detailPath(listing)}`,
    photo: photo && `${input.imageCdnUrl}/${encodeURIComponent(photo)}?w=400&class=small&f=jpeg`,
    // Boards ask that a listing shown off their site names its brokerage.
    courtesy: office?.brokerageName ? t.courtesy(office.brokerageName) : undefined,
  }
}

function htmlRow(r: Row, t: EmailStrings): string {
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

function textRow(r: Row, t: EmailStrings): string {
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
 * An alert e-mail in the customer's language: the brand's slim header, one row per listing
 * (photo, price with the old one struck through on a drop, beds · baths · area, address, a
 * "View home" button), 'see all N matches', and the why and unsubscribe lines. HTML and a plain
 * text part that reads well alone; every interpolated value is escaped.
 */
export function composeAlertEmail(input: AlertEmailInput): AlertEmail {
  const t = EMAIL_STRINGS[input.language]
  const rows = input.items.slice(0, MAX_LISTINGS_PER_EMAIL).map((item) => row(item, input, t))
  const total = Math.max(input.total ?? 0, input.items.length)
  const subject = input.search ? t.searchSubject(total, input.search.name) : t.homesSubject(total)
  const intro = input.search ? t.searchIntro(input.search.name) : t.homesIntro
  const more = input.search
    ? { label: total > rows.length ? t.seeAll(total) : t.seeSearch, url: input.search.url }
    : undefined
  const unsubscribeLabel = input.search ? t.unsubscribeSearch : t.unsubscribeAll

  const html = `<!doctype html>
<html lang="${input.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:#F6F8FA">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#F6F8FA"><tr><td align="center" style="padding:24px 8px">
<!--[if mso]><table role="presentation" width="600" cellpadding="0" cellspacing="0"><tr><td><![endif]-->
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${BRAND_BLUE};padding:14px 24px;font-family:${FONT};font-size:20px;font-weight:700;color:#ffffff">&#8962; ${e(t.brand)}</td></tr>
<tr><td style="padding:24px 24px 8px;font-family:${FONT};font-size:16px;line-height:1.5;color:#1f2933">
<p style="margin:0 0 8px">${e(t.greeting(input.givenName))}</p><p style="margin:0">${e(intro)}</p></td></tr>
${rows.map((r) => htmlRow(r, t)).join('\n')}
${more ? `<tr><td align="center" style="padding:24px;font-family:${FONT}"><a href="${e(more.url)}" style="color:${BRAND_BLUE};font-weight:600;font-size:16px">${e(more.label)}</a></td></tr>` : ''}
<tr><td style="padding:16px 24px 24px;font-family:${FONT};font-size:12px;line-height:1.5;color:#5f6b76;border-top:1px solid #e6e9ed">
<p style="margin:0 0 8px">${e(t.why(input.search?.name))}</p>
<p style="margin:0"><a href="${e(input.unsubscribeUrl)}" style="color:#5f6b76">${e(unsubscribeLabel)}</a> · <a href="${e(input.profileUrl)}" style="color:#5f6b76">${e(t.manage)}</a></p>
</td></tr></table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr></table></body></html>`

  const text = [
    t.greeting(input.givenName),
    '',
    intro,
    '',
    ...rows.map((r) => `${textRow(r, t)}\n`),
    more ? `${more.label}: ${more.url}\n` : '',
    '--',
    t.why(input.search?.name),
    `${unsubscribeLabel}: ${input.unsubscribeUrl}`,
    `${t.manage}: ${input.profileUrl}`,
  ].join('\n')

  return { subject, html, text }
}
