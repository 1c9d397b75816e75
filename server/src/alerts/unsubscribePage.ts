import { createHash } from 'node:crypto'
import type { FastifyReply } from 'fastify'
import type { Language } from '../../../contract/customer'
import { escapeHtml as e } from './email/html'
import { EMAIL_STRINGS } from './email/strings'

/**
 * The link's page posts its own form as soon as it opens, so the e-mail's link stops the alerts
 * in one click; a page shown again by the Back button does not post again (that would undo a
 * 'Resubscribe'). Without script the form's button stays, and a scanner that only fetches the
 * link changes nothing.
 */
const AUTO_POST_SCRIPT =
  "const n=performance.getEntriesByType('navigation')[0];if(!n||n.type!=='back_forward')document.forms[0].submit()"

const scriptHash = createHash('sha256').update(AUTO_POST_SCRIPT).digest('base64')

/**
 * The page may draw its own inline styles, run its one script (by its hash) and post its own
 * form back to itself; nothing else (no other script, no image, no other target).
 */
const PAGE_POLICY = `default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-${scriptHash}'; form-action 'self'; base-uri 'none'`

export interface UnsubscribePage {
  readonly status: number
  readonly language: Language
  readonly title: string
  readonly body: string
  /** Shown as the page's one button, posting the form back to the same address at once. */
  readonly confirm?: boolean
  /** The undo token: a 'Resubscribe' button posts it back to the same address. */
  readonly restoreToken?: string
  readonly profileUrl: string
}

const BUTTON_STYLE =
  'background:#147BC9;color:#fff;border:0;border-radius:6px;padding:12px 24px;font:inherit;font-weight:600;cursor:pointer'

/** The page's form, if any: no action attribute, so it posts to this very address, token included. */
function formOf(page: UnsubscribePage): string {
  const t = EMAIL_STRINGS[page.language].page
  if (page.confirm) {
    return `<form method="post" style="margin:20px 0 8px"><button type="submit" style="${BUTTON_STYLE}">${e(t.confirmButton)}</button></form><script>${AUTO_POST_SCRIPT}</script>`
  }
  if (page.restoreToken) {
    return `<form method="post" style="margin:20px 0 8px"><input type="hidden" name="restore" value="${e(page.restoreToken)}"><button type="submit" style="${BUTTON_STYLE}">${e(t.resubscribeButton)}</button></form>`
  }
  return ''
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
  return `<!doctype html><html lang="${page.language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${e(page.title)} · ${e(t.brand)}</title></head>
<body style="margin:0;background:#F6F8FA;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1f2933">
<header style="background:#147BC9;color:#fff;padding:14px 24px;font-size:20px;font-weight:700">${e(t.brand)}</header>
<div style="padding:32px 16px"><main style="max-width:600px;margin:0 auto;background:#fff;border-radius:8px;padding:24px;line-height:1.5">
<h1 style="font-size:24px;margin:0 0 12px">${e(page.title)}</h1><p>${e(page.body)}</p>${formOf(page)}
<p><a href="${e(page.profileUrl)}" style="color:#147BC9;font-weight:600">${e(t.page.profile)}</a></p></main></div></body></html>`
}
