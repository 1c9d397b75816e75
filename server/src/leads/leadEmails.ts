import type { Language } from '../../../contract/customer'
import { escapeHtml as e } from '../alerts/email/html'
import { brokerageIdentity } from '../alerts/email/brokerage'
import { REALTOR_LEAD_STRINGS as r, VISITOR_LEAD_STRINGS } from '../alerts/email/leadStrings'
import { BRAND_BLUE, FONT } from '../alerts/email/listingBlock'
import { plainText } from '../alerts/email/plainText'
import { formatPrice } from '../alerts/email/strings'

/** The listing a lead asked about, as its e-mails show it. */
export interface LeadListing {
  readonly address: string
  readonly price: number
  /** The listing's page; none when the listing is no longer found. */
  readonly url?: string | undefined
  readonly photoUrl?: string | undefined
}

/** Everything the lead e-mails say, read when they are sent. */
export interface LeadMailFacts {
  readonly id: number
  readonly first: string
  readonly last: string
  readonly email: string
  /** Ten digits. */
  readonly phone: string
  readonly message: string | null
  readonly city: string
  readonly price: number
  readonly language: Language
  readonly listing?: LeadListing | undefined
  readonly realtor: {
    readonly name: string
    readonly phone: string
    readonly photoUrl?: string | undefined
  }
  /** A signed-in customer's saved homes and searches; undefined for a guest. */
  readonly customer?:
    | {
        readonly savedHomes: readonly { address: string; url: string; price: number | null }[]
        readonly savedSearches: readonly { name: string; url: string }[]
      }
    | undefined
}

export interface ComposedMail {
  readonly subject: string
  readonly html: string
  readonly text: string
}

/** `(416) 555-0123` from ten digits; anything else as it is. */
export const displayPhone = (digits: string) =>
  /^\d{10}$/.test(digits)
    ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
    : digits
/** A tel: link for a North American number written any way. */
export const telLink = (phone: string) => `tel:+1${phone.replace(/\D/g, '').slice(-10)}`

/** The brokerage's e-mail page: its banner, the body, and a footer in small print. */
export const frame = (title: string, body: string, footer: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(title)}</title></head>
<body style="margin:0;background:#f4f6f8"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;margin:0 auto;background:#ffffff">
<tr><td style="background:${BRAND_BLUE};padding:14px 24px;font-family:${FONT};font-size:20px;font-weight:700;color:#ffffff">&#8962; Homewise</td></tr>
<tr><td style="padding:24px;font-family:${FONT};font-size:16px;line-height:1.5;color:#1f2933">${body}</td></tr>
<tr><td style="padding:16px 24px 24px;font-family:${FONT};font-size:12px;line-height:1.5;color:#5f6b76;border-top:1px solid #e6e9ed">${footer}</td></tr>
</table></body></html>`

const paragraphs = (text: string) =>
  text
    .split(/\n+/)
    .map((line) => `<p style="margin:0 0 8px">${e(line)}</p>`)
    .join('')

function listingHtml(listing: LeadListing, language: Language, viewLabel: string): string {
  const photo = listing.photoUrl
    ? `<img src="${e(listing.photoUrl)}" width="552" alt="" style="display:block;width:100%;max-width:552px;border-radius:8px;margin:0 0 8px">`
    : ''
  const link = listing.url
    ? `<a href="${e(listing.url)}" style="color:${BRAND_BLUE};font-weight:600">${e(viewLabel)}</a>`
    : ''
  return `${photo}<p style="margin:0;font-weight:700">${e(formatPrice(language, listing.price))}</p><p style="margin:0 0 8px">${e(listing.address)}</p>${link}`
}

/** The assigned realtor's e-mail: everything needed to call the visitor back. */
export function composeRealtorEmail(facts: LeadMailFacts): ComposedMail {
  const name = plainText(`${facts.first} ${facts.last}`)
  const first = plainText(facts.first)
  const subject = plainText(
    facts.listing
      ? r.subjectListing(name, facts.listing.address)
      : r.subjectGeneral(name, facts.city),
  )
  const message = facts.message?.trim() ? facts.message : undefined
  const about = facts.listing
    ? `<h2 style="font-size:16px;margin:16px 0 8px">${e(r.listing)}</h2>${listingHtml(facts.listing, 'en', r.viewListing)}`
    : `<p style="margin:0">${e(r.city)}: ${e(facts.city)}<br>${e(r.budget)}: ${e(formatPrice('en', facts.price))}</p>`
  const customer = facts.customer
  const saved = customer
    ? `<h2 style="font-size:16px;margin:16px 0 8px">${e(r.savedHomes)}</h2><ul style="margin:0;padding-left:20px">${customer.savedHomes
        .map(
          (home) =>
            `<li><a href="${e(home.url)}" style="color:${BRAND_BLUE}">${e(home.address)}</a>${home.price === null ? '' : ` · ${e(formatPrice('en', home.price))}`}</li>`,
        )
        .join(
          '',
        )}</ul><h2 style="font-size:16px;margin:16px 0 8px">${e(r.savedSearches)}</h2><ul style="margin:0;padding-left:20px">${customer.savedSearches
        .map(
          (search) =>
            `<li><a href="${e(search.url)}" style="color:${BRAND_BLUE}">${e(search.name)}</a></li>`,
        )
        .join('')}</ul>`
    : `<p style="margin:16px 0 0;color:#5f6b76">${e(r.guest)}</p>`
  const body = `<p style="margin:0 0 16px">${e(r.intro(first))}</p>
<p style="margin:0 0 4px;font-size:20px;font-weight:700">${e(name)}</p>
<p style="margin:0 0 16px"><a href="${e(telLink(facts.phone))}" style="display:inline-block;background:${BRAND_BLUE};color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">${e(r.call(first))}: ${e(displayPhone(facts.phone))}</a></p>
<p style="margin:0 0 16px">${e(r.email)}: <a href="mailto:${e(facts.email)}" style="color:${BRAND_BLUE}">${e(facts.email)}</a><br>${e(r.language)}: ${e(r.languages[facts.language])}</p>
<h2 style="font-size:16px;margin:16px 0 8px">${e(r.message)}</h2>${message ? paragraphs(message) : `<p style="margin:0">${e(r.noMessage)}</p>`}
${about}${saved}`
  const text = [
    r.intro(first),
    '',
    name,
    `${r.phone}: ${displayPhone(facts.phone)} (${telLink(facts.phone)})`,
    `${r.email}: ${facts.email}`,
    `${r.language}: ${r.languages[facts.language]}`,
    '',
    `${r.message}: ${message ?? r.noMessage}`,
    '',
    facts.listing
      ? `${r.listing}: ${facts.listing.address}, ${formatPrice('en', facts.listing.price)}${facts.listing.url ? `\n${facts.listing.url}` : ''}`
      : `${r.city}: ${facts.city}\n${r.budget}: ${formatPrice('en', facts.price)}`,
    '',
    ...(customer
      ? [
          `${r.savedHomes}:`,
          ...customer.savedHomes.map((home) => `- ${home.address} ${home.url}`),
          `${r.savedSearches}:`,
          ...customer.savedSearches.map((search) => `- ${search.name} ${search.url}`),
        ]
      : [r.guest]),
    '',
    r.footer(facts.id),
  ].join('\n')
  return { subject, html: frame(subject, body, e(r.footer(facts.id))), text }
}

/**
 * The visitor's confirmation, in their language: who will call, when, and what they asked.
 *
 * It has no unsubscribe link, by Canada's anti-spam law: a message sent in response to the
 * person's own request or inquiry is exempt from the law's consent, identification and
 * unsubscribe rules (Electronic Commerce Protection Regulations, s. 3(b)), and it is sent once,
 * saying so. That holds only while it answers the request and nothing more: anything that
 * markets (other listings, news, offers) makes it a commercial message like the alerts, which
 * needs the visitor's consent and an unsubscribe link. It names the brokerage all the same (name,
 * postal address, phone), as every e-mail to the public does. The realtor's and the mortgage
 * team's e-mails go within the brokerage, which the same regulations exempt (s. 3(a)).
 */
export function composeVisitorEmail(facts: LeadMailFacts): ComposedMail {
  const t = VISITOR_LEAD_STRINGS[facts.language]
  const realtor = plainText(facts.realtor.name)
  const subject = plainText(t.subject(realtor))
  const message = facts.message?.trim() ? facts.message : undefined
  const about = facts.listing
    ? t.aboutListing(facts.listing.address)
    : t.aboutCity(facts.city, t.price(facts.price))
  const photo = facts.realtor.photoUrl
    ? `<img src="${e(facts.realtor.photoUrl)}" width="72" height="72" alt="${e(realtor)}" style="border-radius:50%;vertical-align:middle;margin-right:12px">`
    : ''
  const body = `<p style="margin:0 0 8px">${e(t.greeting(plainText(facts.first)))}</p>
<p style="margin:0 0 16px">${e(t.intro(realtor))}</p>
<p style="margin:0 0 8px">${e(t.reach(realtor))}</p>
<p style="margin:0 0 16px">${photo}<strong>${e(realtor)}</strong> · <a href="${e(telLink(facts.realtor.phone))}" style="color:${BRAND_BLUE};font-weight:600">${e(facts.realtor.phone)}</a></p>
<h2 style="font-size:16px;margin:16px 0 8px">${e(t.asked)}</h2>
<p style="margin:0 0 8px">${e(about)}</p>
${facts.listing ? listingHtml(facts.listing, facts.language, '') : ''}
${message ? paragraphs(message) : `<p style="margin:0;color:#5f6b76">${e(t.noMessage)}</p>`}`
  const identity = brokerageIdentity(facts.language)
  const footer = `<p style="margin:0 0 8px">${e(t.why)}</p><p style="margin:0">${e(identity)}</p>`
  const text = [
    t.greeting(plainText(facts.first)),
    '',
    t.intro(realtor),
    t.reach(realtor),
    `${realtor} · ${facts.realtor.phone}`,
    '',
    `${t.asked}: ${about}`,
    ...(facts.listing?.url ? [facts.listing.url] : []),
    message ?? t.noMessage,
    '',
    t.why,
    identity,
  ].join('\n')
  return { subject, html: frame(subject, body, footer), text }
}
