import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { CUSTOMER_PATHS } from '../../../contract/customerPaths'
import type { AlertService } from './alertService'
import { EMAIL_STRINGS } from './email/strings'
import { sendUnsubscribePage } from './unsubscribePage'
import {
  readResubscribeToken,
  readUnsubscribeToken,
  RESUBSCRIBE_LIFETIME_S,
  resubscribeToken,
  type UnsubscribeClaim,
} from './unsubscribeToken'

export interface UnsubscribeRoutesOptions {
  readonly alerts: AlertService
  readonly siteUrl: string
}

const TokenQuery = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 1000 }) },
  { additionalProperties: false },
)

/** A form post carries `List-Unsubscribe=One-Click` or the page's undo token, nothing longer. */
const FORM_BODY_LIMIT = 2048

/** The posted form's one field that matters: the 'Resubscribe' button's undo token. */
interface UnsubscribeForm {
  readonly restore?: string
}

type PageStrings = (typeof EMAIL_STRINGS)[keyof typeof EMAIL_STRINGS]['page']

/** What a post did: a page's title, body and undo token, or one of the pages that change nothing. */
type Outcome =
  | { readonly title: string; readonly body: string; readonly restoreToken?: string }
  | 'bad'
  | 'gone'
  | 'changed'

/** Turns the claim's alerts off; the page offers to put back what was on before. */
async function turnOff(
  alerts: AlertService,
  claim: UnsubscribeClaim,
  name: string | undefined,
  t: PageStrings,
): Promise<Outcome> {
  const turned = await alerts.store.unsubscribe(claim.sub, claim.searchId)
  if (turned === undefined) return 'gone'
  const { before, version } = turned
  const off =
    name === undefined
      ? { title: t.offAllTitle, body: t.offAll, again: t.doneAll }
      : { title: t.offSearchTitle(name), body: t.offSearch, again: t.doneSearch }
  // Already off before this post (a second visit): nothing to put back from here.
  if (before === 'off') return { title: off.title, body: off.again }
  const restoreToken = resubscribeToken(alerts.secret, {
    sub: claim.sub,
    searchId: claim.searchId,
    restore: before,
    version,
    expires: Math.floor(Date.now() / 1000) + RESUBSCRIBE_LIFETIME_S,
  })
  return { title: off.title, body: off.body, restoreToken }
}

/**
 * Puts back what the undo token says, if it was made for this very link's claim, once, and only
 * while nothing changed the setting since (a later opt-out in the profile stands).
 */
async function restore(
  alerts: AlertService,
  claim: UnsubscribeClaim,
  token: string,
  name: string | undefined,
  t: PageStrings,
): Promise<Outcome> {
  const undo = readResubscribeToken(alerts.secret, token, Date.now())
  if (undo?.sub !== claim.sub || undo.searchId !== claim.searchId) return 'bad'
  const done = await alerts.store.resubscribe(claim.sub, claim.searchId, undo.restore, undo.version)
  if (done !== 'restored') return done
  return name === undefined || undo.restore === 'on'
    ? { title: t.backAllTitle, body: t.backAll }
    : { title: t.backSearchTitle(name), body: t.backSearch[undo.restore] }
}

/**
 * The unsubscribe link of every alert e-mail, without signing in: the link's signed token names
 * the customer and the search. GET shows a page naming the search whose one script posts its
 * form at once (one click from the e-mail; without script, its button does); a scanner that only
 * fetches links changes nothing. POST (that page, or the mail reader's one-click unsubscribe of
 * RFC 8058) turns the search off, or every alert for a saved-homes e-mail, and answers a page
 * with 'Resubscribe', which posts an undo token that puts back the setting before. A forged or
 * expired token gets a clear page and changes nothing.
 */
export const unsubscribeRoutes: FastifyPluginCallbackTypebox<UnsubscribeRoutesOptions> = (
  app,
  { alerts, siteUrl },
  done,
) => {
  const profileUrl = `${siteUrl}/auth/profile`
  // The page's forms and a one-click mail reader post a form, urlencoded or multipart (RFC 8058
  // allows both); only the page's urlencoded undo field is read, the rest is dropped.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, parsed) => {
      const restore = new URLSearchParams(String(body)).get('restore') ?? undefined
      parsed(null, restore ? { restore } : {})
    },
  )
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, _body, parsed) => {
      parsed(null, {})
    },
  )

  /** The valid claim of the address's token, with the customer's language; else undefined. */
  const claimOf = async (token: string) => {
    const claim = readUnsubscribeToken(alerts.secret, token, Date.now())
    const language = (claim && (await alerts.store.recipient(claim.sub))?.language) ?? 'en'
    return { claim, language, t: EMAIL_STRINGS[language].page }
  }

  /** The saved search's name, or undefined for the master switch; null when it is gone. */
  const searchNameOf = async (claim: UnsubscribeClaim) =>
    claim.searchId === null
      ? undefined
      : ((await alerts.savedSearch(claim.searchId, claim.sub))?.name ?? null)

  const schema = {
    tags: ['alerts'],
    querystring: TokenQuery,
  }

  app.get(
    CUSTOMER_PATHS.unsubscribe,
    { schema: { ...schema, summary: 'The e-mail’s link: a page that stops its alerts at once' } },
    async (request, reply) => {
      const { claim, language, t } = await claimOf(request.query.token)
      const page = { language, profileUrl }
      if (!claim) {
        return sendUnsubscribePage(reply, { ...page, status: 400, title: t.badTitle, body: t.bad })
      }
      const name = await searchNameOf(claim)
      if (name === null) {
        return sendUnsubscribePage(reply, {
          ...page,
          status: 404,
          title: t.goneTitle,
          body: t.gone,
        })
      }
      const body = name === undefined ? t.confirmAll : t.confirmSearch(name)
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
        summary:
          'Stops the alerts an e-mail came from, or puts them back (signed token; no sign-in)',
      },
    },
    async (request, reply) => {
      const { claim, language, t } = await claimOf(request.query.token)
      const page = { language, profileUrl }
      const bad = { ...page, status: 400, title: t.badTitle, body: t.bad }
      if (!claim) return sendUnsubscribePage(reply, bad)
      const gone = { ...page, status: 404, title: t.goneTitle, body: t.gone }
      const name = await searchNameOf(claim)
      if (name === null) return sendUnsubscribePage(reply, gone)

      const form = (request.body ?? {}) as UnsubscribeForm
      const outcome =
        form.restore === undefined
          ? await turnOff(alerts, claim, name, t)
          : await restore(alerts, claim, form.restore, name, t)
      if (outcome === 'bad') return sendUnsubscribePage(reply, bad)
      if (outcome === 'gone') return sendUnsubscribePage(reply, gone)
      if (outcome === 'changed') {
        return sendUnsubscribePage(reply, {
          ...page,
          status: 409,
          title: t.changedTitle,
          body: t.changed,
        })
      }
      return sendUnsubscribePage(reply, { ...page, status: 200, ...outcome })
    },
  )
  done()
}
