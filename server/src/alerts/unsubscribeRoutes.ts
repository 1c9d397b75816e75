import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply } from 'fastify'
import { Type } from 'typebox'
import { CUSTOMER_PATHS } from '../../../contract/customerPaths'
import type { Language } from '../../../contract/customer'
import type { AlertService } from './alertService'
import { escapeHtml as e } from './email/html'
import { EMAIL_STRINGS } from './email/strings'
import { readUnsubscribeToken } from './unsubscribeToken'

export interface UnsubscribeRoutesOptions {
  readonly alerts: AlertService
  readonly siteUrl: string
}

const TokenQuery = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 1000 }) },
  { additionalProperties: false },
)

/** The page may draw its own inline styles and nothing else. */
const PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'"

function page(
  reply: FastifyReply,
  status: number,
  language: Language,
  title: string,
  body: string,
  profileUrl: string,
) {
  const t = EMAIL_STRINGS[language]
  void reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', PAGE_POLICY)
    .header('cache-control', 'no-store')
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width"><title>${e(title)} · ${e(t.brand)}</title></head>
<body style="margin:0;background:#F6F8FA;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1f2933">
<header style="background:#147BC9;color:#fff;padding:14px 24px;font-size:20px;font-weight:700">${e(t.brand)}</header>
<main style="max-width:600px;margin:32px auto;background:#fff;border-radius:8px;padding:24px;line-height:1.5">
<h1 style="font-size:24px;margin:0 0 12px">${e(title)}</h1><p>${e(body)}</p>
<p><a href="${e(profileUrl)}" style="color:#147BC9;font-weight:600">${e(t.page.profile)}</a></p></main></body></html>`
}

/**
 * The one-click unsubscribe of every alert e-mail, without signing in: the link's signed token
 * names the customer and the search. GET (the link) and POST (the mail reader's one-click
 * button, RFC 8058) both turn the search off, or all alerts for a saved-homes e-mail. A forged
 * or expired token gets a clear page and changes nothing.
 */
export const unsubscribeRoutes: FastifyPluginCallbackTypebox<UnsubscribeRoutesOptions> = (
  app,
  { alerts, siteUrl },
  done,
) => {
  const profileUrl = `${siteUrl}/auth/profile`
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: CUSTOMER_PATHS.unsubscribe,
      schema: {
        summary: 'Stops the alerts an e-mail came from (signed token; no sign-in)',
        tags: ['alerts'],
        querystring: TokenQuery,
      },
      handler: (request, reply) => {
        const claim = readUnsubscribeToken(alerts.secret, request.query.token, Date.now())
        const language = (claim && alerts.store.recipient(claim.sub)?.language) ?? 'en'
        const t = EMAIL_STRINGS[language].page
        if (!claim) return page(reply, 400, language, t.badTitle, t.bad, profileUrl)
        alerts.store.unsubscribe(claim.sub, claim.searchId)
        const body = claim.searchId === null ? t.doneAll : t.doneSearch
        return page(reply, 200, language, t.doneTitle, body, profileUrl)
      },
    })
  }
  done()
}
