import { http, HttpResponse } from 'msw'
import { LEAD_SCHEMA_PATH, Lead } from '../../contract/lead'

const service = 'http://127.0.0.1:8787'
export const metaUrl = `${service}/meta`

/**
 * GET /meta?group=homewise with its Link header, and the customer schema its `user` relation
 * names (the contract's own schema), as the realty service answers them.
 */
export function accountMeta(options: { readonly fail?: boolean } = {}) {
  const groups: (string | null)[] = []
  const handlers = [
    http.get(metaUrl, ({ request }) => {
      const group = new URL(request.url).searchParams.get('group')
      groups.push(group)
      if (options.fail) return HttpResponse.json({ message: 'down' }, { status: 503 })
      return HttpResponse.json(
        { group },
        {
          headers: {
            link: [
              `<${service}/schemas/auth-login.json>; rel="authLogin"`,
              `<${service}${LEAD_SCHEMA_PATH}>; rel="user"`,
            ].join(', '),
          },
        },
      )
    }),
    http.get(`${service}${LEAD_SCHEMA_PATH}`, () => HttpResponse.json(Lead)),
  ]
  return { handlers, groups }
}
