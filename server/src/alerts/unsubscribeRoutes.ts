import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { CUSTOMER_PATHS } from '../../../contract/customerPaths'
import type { AlertService } from './alertService'
import { EMAIL_STRINGS } from './email/strings'
import { sendUnsubscribePage } from './unsubscribePage'
import { readUnsubscribeToken } from './unsubscribeToken'

export interface UnsubscribeRoutesOptions {
  readonly alerts: AlertService
  readonly siteUrl: string
}

const TokenQuery = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 1000 }) },
  { additionalProperties: false },
)

/** A form post carries at most `List-Unsubscribe=One-Click`; anything longer is not one. */
const FORM_BODY_LIMIT = 1024

/**
 * The unsubscribe link of every alert e-mail, without signing in: the link's signed token names
 * the customer and the search. GET only shows a confirmation page with one button, because mail
 * scanners open every link in a message and must not unsubscribe anyone; POST (that button, or
 * the mail reader's one-click unsubscribe of RFC 8058) turns the search off, or every alert for
 * a saved-homes e-mail. A forged or expired token gets a clear page and changes nothing.
 */
export const unsubscribeRoutes: FastifyPluginCallbackTypebox<UnsubscribeRoutesOptions> = (
  app,
  { alerts, siteUrl },
  done,
) => {
  const profileUrl = `${siteUrl}/auth/profile`
  // The page's form and a one-click mail reader post a form, urlencoded or multipart (RFC 8058
  // allows both); its content is not needed (the token in the address says everything), so it
  // is read and dropped.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, _body, parsed) => {
      parsed(null, {})
    },
  )

  /** The valid claim of the address's token, with the customer's language; else undefined. */
  const claimOf = (token: string) => {
    const claim = readUnsubscribeToken(alerts.secret, token, Date.now())
    const language = (claim && alerts.store.recipient(claim.sub)?.language) ?? 'en'
    return { claim, language, t: EMAIL_STRINGS[language].page }
  }

  const schema = {
    tags: ['alerts'],
    querystring: TokenQuery,
  }

  app.get(
    CUSTOMER_PATHS.unsubscribe,
    { schema: { ...schema, summary: 'Asks to confirm stopping an e-mail’s alerts (no change)' } },
    (request, reply) => {
      const { claim, language, t } = claimOf(request.query.token)
      const page = { language, profileUrl }
      if (!claim) {
        return sendUnsubscribePage(reply, { ...page, status: 400, title: t.badTitle, body: t.bad })
      }
      if (claim.searchId === null) {
        const body = t.confirmAll
        return sendUnsubscribePage(reply, {
          ...page,
          status: 200,
          title: t.confirmTitle,
          body,
          confirm: true,
        })
      }
      const search = alerts.savedSearch(claim.searchId, claim.sub)
      if (!search) {
        return sendUnsubscribePage(reply, {
          ...page,
          status: 404,
          title: t.goneTitle,
          body: t.gone,
        })
      }
      const body = t.confirmSearch(search.name)
      return sendUnsubscribePage(reply, {
        ...page,
        status: 200,
        title: t.confirmTitle,
        body,
        confirm: true,
      })
    },
  )

  app.post(
    CUSTOMER_PATHS.unsubscribe,
    {
      schema: {
        ...schema,
        summary: 'Stops the alerts an e-mail came from (signed token; no sign-in)',
      },
    },
    (request, reply) => {
      const { claim, language, t } = claimOf(request.query.token)
      const page = { language, profileUrl }
      if (!claim) {
        return sendUnsubscribePage(reply, { ...page, status: 400, title: t.badTitle, body: t.bad })
      }
      const changed = alerts.store.unsubscribe(claim.sub, claim.searchId)
      if (!changed && claim.searchId !== null) {
        return sendUnsubscribePage(reply, {
          ...page,
          status: 404,
          title: t.goneTitle,
          body: t.gone,
        })
      }
      const body = claim.searchId === null ? t.doneAll : t.doneSearch
      return sendUnsubscribePage(reply, { ...page, status: 200, title: t.doneTitle, body })
    },
  )
  done()
}
