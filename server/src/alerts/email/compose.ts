import type { Language } from '../../../../contract/customer'
import type { AlertItem } from '../alertJob'
import { brokerageIdentity } from './brokerage'
import { escapeHtml as e } from './html'
import { BRAND_BLUE, FONT, listingBlocks, type ListingBlocks } from './listingBlock'
import { plainText } from './plainText'
import { EMAIL_STRINGS } from './strings'

/** An e-mail shows at most this many listings; the rest are behind 'see all N matches'. */
export const MAX_LISTINGS_PER_EMAIL = 10

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
  /**
   * Listing blocks already rendered (one run's e-mails share them: a listing that matches many
   * searches is rendered once per language); a fresh set when absent.
   */
  readonly blocks?: ListingBlocks
}

export interface AlertEmail {
  readonly subject: string
  readonly html: string
  readonly text: string
}

/**
 * An alert e-mail in the customer's language: the brand's slim header, one row per listing
 * (photo, price with the old one struck through on a drop, beds · baths · area, address, a
 * "View home" button), 'see all N matches', and the why, unsubscribe and sender lines. HTML and a plain
 * text part that reads well alone; every interpolated value is escaped.
 */
export function composeAlertEmail(raw: AlertEmailInput): AlertEmail {
  const input: AlertEmailInput = {
    ...raw,
    givenName: plainText(raw.givenName),
    search: raw.search && { ...raw.search, name: plainText(raw.search.name) },
  }
  const t = EMAIL_STRINGS[input.language]
  const blocks = input.blocks ?? listingBlocks(input)
  const rows = input.items
    .slice(0, MAX_LISTINGS_PER_EMAIL)
    .map((item) => blocks.blockFor(input.language, item))
  const total = Math.max(input.total ?? 0, input.items.length)
  const subject = input.search ? t.searchSubject(total, input.search.name) : t.homesSubject(total)
  const intro = input.search ? t.searchIntro(input.search.name) : t.homesIntro
  const more = input.search
    ? { label: total > rows.length ? t.seeAll(total) : t.seeSearch, url: input.search.url }
    : undefined
  const unsubscribeLabel = input.search ? t.unsubscribeSearch : t.unsubscribeAll
  // Alerts market listings: a commercial message, which names its sender beside the unsubscribe.
  const identity = brokerageIdentity(input.language)

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
${rows.map((block) => block.html).join('\n')}
${more ? `<tr><td align="center" style="padding:24px;font-family:${FONT}"><a href="${e(more.url)}" style="color:${BRAND_BLUE};font-weight:600;font-size:16px">${e(more.label)}</a></td></tr>` : ''}
<tr><td style="padding:16px 24px 24px;font-family:${FONT};font-size:12px;line-height:1.5;color:#5f6b76;border-top:1px solid #e6e9ed">
<p style="margin:0 0 8px">${e(t.why(input.search?.name))}</p>
<p style="margin:0 0 8px"><a href="${e(input.unsubscribeUrl)}" style="color:#5f6b76">${e(unsubscribeLabel)}</a> · <a href="${e(input.profileUrl)}" style="color:#5f6b76">${e(t.manage)}</a></p>
<p style="margin:0">${e(identity)}</p>
</td></tr></table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr></table></body></html>`

  const text = [
    t.greeting(input.givenName),
    '',
    intro,
    '',
    ...rows.map((block) => `${block.text}\n`),
    more ? `${more.label}: ${more.url}\n` : '',
    '--',
    t.why(input.search?.name),
    `${unsubscribeLabel}: ${input.unsubscribeUrl}`,
    `${t.manage}: ${input.profileUrl}`,
    identity,
  ].join('\n')

  return { subject: plainText(subject), html, text }
}
