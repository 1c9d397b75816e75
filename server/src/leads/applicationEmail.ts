import type { Language } from '../../../contract/customer'
import { escapeHtml as e } from '../alerts/email/html'
import { APPLICATION_TEAM_STRINGS as t } from '../alerts/email/leadStrings'
import { BRAND_BLUE } from '../alerts/email/listingBlock'
import { plainText } from '../alerts/email/plainText'
import { formatPrice } from '../alerts/email/strings'
import { displayPhone, frame, telLink, type ComposedMail } from './leadEmails'

/**
 * What the mortgage team is told of a sent pre-approval: enough to call the applicant and find
 * the application, nothing a lender would ask for. Income, birth dates, employers and the
 * documents stay in the staff view, behind its sign-in and audit log.
 */
export interface ApplicationTeamFacts {
  readonly id: number
  /** The applicant's name as the form has it; empty before it is filled in. */
  readonly name: string
  readonly email: string | null
  /** Ten digits, or null. */
  readonly phone: string | null
  /** The price of the home the applicant wants to buy. */
  readonly price: number | null
  /** Where the applicant lives now. */
  readonly city: string | null
  readonly language: Language
  readonly coApplicants: number
  readonly documents: number
  /** The application in the staff view. */
  readonly staffUrl: string
}

/** The mortgage team's e-mail of a sent pre-approval: a summary and the staff view's link. */
export function composeApplicationTeamEmail(facts: ApplicationTeamFacts): ComposedMail {
  const name = plainText(facts.name) || t.unnamed
  const city = facts.city ? plainText(facts.city) : '—'
  const subject = plainText(t.subject(name, city))
  const purpose = facts.price === null ? t.buyingUnpriced : t.buying(formatPrice('en', facts.price))
  const rows: [string, string][] = [
    [t.purpose, purpose],
    [t.city, city],
    [t.language, t.languages[facts.language]],
    [t.coApplicants, String(facts.coApplicants)],
    [t.documents, String(facts.documents)],
  ]
  const phone = facts.phone
    ? `<p style="margin:0 0 8px"><a href="${e(telLink(facts.phone))}" style="display:inline-block;background:${BRAND_BLUE};color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">${e(t.phone)}: ${e(displayPhone(facts.phone))}</a></p>`
    : ''
  const email = facts.email
    ? `<p style="margin:0 0 16px">${e(t.email)}: <a href="mailto:${e(facts.email)}" style="color:${BRAND_BLUE}">${e(facts.email)}</a></p>`
    : ''
  const body = `<p style="margin:0 0 16px">${e(t.intro)}</p>
<p style="margin:0 0 8px;font-size:20px;font-weight:700">${e(name)}</p>
${phone}${email}
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px">${rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:2px 16px 2px 0;color:#5f6b76">${e(label)}</td><td style="padding:2px 0">${e(value)}</td></tr>`,
    )
    .join('')}</table>
<p style="margin:0"><a href="${e(facts.staffUrl)}" style="color:${BRAND_BLUE};font-weight:600">${e(t.open)}</a></p>`
  const text = [
    t.intro,
    '',
    name,
    ...(facts.phone ? [`${t.phone}: ${displayPhone(facts.phone)} (${telLink(facts.phone)})`] : []),
    ...(facts.email ? [`${t.email}: ${facts.email}`] : []),
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `${t.open}: ${facts.staffUrl}`,
    '',
    t.footer(facts.id),
  ].join('\n')
  return { subject, html: frame(subject, body, e(t.footer(facts.id))), text }
}
