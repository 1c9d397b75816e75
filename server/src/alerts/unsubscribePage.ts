import type { FastifyReply } from 'fastify'
import type { Language } from '../../../contract/customer'
import { escapeHtml as e } from './email/html'
import { EMAIL_STRINGS } from './email/strings'

/**
 * The page may draw its own inline styles and post its own form back to itself; nothing else
 * (no script, no image, no other target).
 */
const PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'"

export interface UnsubscribePage {
  readonly status: number
  readonly language: Language
  readonly title: string
  readonly body: string
  /** Shown as the page's one button, posting the form back to the same address. */
  readonly confirm?: boolean
  readonly profileUrl: string
}

/** The brokerage's small page around one message, in the customer's language. */
export function sendUnsubscribePage(reply: FastifyReply, page: UnsubscribePage): string {
  const t = EMAIL_STRINGS[page.language]
  void reply
    .status(page.status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', PAGE_POLICY)
    .header('cache-control', 'no-store')
    // The token is in the address: the profile link must not hand it to the site's logs.
    .header('referrer-policy', 'no-referrer')
  // No action attribute: the form posts to this very address, token included.
  const form = page.confirm
    ? `<form method="post" style="margin:20px 0 8px"><button type="submit" style="background:#147BC9;color:#fff;border:0;border-radius:6px;padding:12px 24px;font:inherit;font-weight:600;cursor:pointer">${e(t.page.confirmButton)}</button></form>`
    : ''
  return `<!doctype html><html lang="${page.language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${e(page.title)} · ${e(t.brand)}</title></head>
<body style="margin:0;background:#F6F8FA;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1f2933">
<header style="background:#147BC9;color:#fff;padding:14px 24px;font-size:20px;font-weight:700">${e(t.brand)}</header>
<main style="max-width:600px;margin:32px auto;background:#fff;border-radius:8px;padding:24px;line-height:1.5">
<h1 style="font-size:24px;margin:0 0 12px">${e(page.title)}</h1><p>${e(page.body)}</p>${form}
<p><a href="${e(page.profileUrl)}" style="color:#147BC9;font-weight:600">${e(t.page.profile)}</a></p></main></body></html>`
}
