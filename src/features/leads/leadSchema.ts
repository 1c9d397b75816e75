import type { ValidateFunction } from 'ajv'
import { useEffect, useMemo, useState } from 'react'
import { LINK_RELATIONS } from '../../../contract/lead'
import { config } from '../../app/config'
import { useAppDispatch } from '../../app/hooks'
import type { SchemaError } from '../../lib/leadRules'
import { logger } from '../../lib/logger'
import { fetchLinkedSchema } from '../../services/linkedSchema'
import { realtyApi } from '../../services/realtyApi'
import { notify } from '../shell'

/** The product group the realty service's meta call lists the lead schema for. */
export const LEAD_SCHEMA_GROUP = 'realty'

/** The message when the lead schema cannot load. */
export const SCHEMA_LOAD_ERROR = 'There has been an error at (getSchema).'

/** One notice however many forms a page holds: it replaces itself by id. */
const SCHEMA_NOTICE_ID = 'lead-form-schema'

function fetchLeadSchema(group: string): Promise<object> {
  const metaUrl = `${config.realtyApiUrl}/meta?group=${encodeURIComponent(group)}`
  return fetchLinkedSchema(metaUrl, LINK_RELATIONS.leadSchema)
}

/**
 * GET /meta?group= on the realty service, then the JSON Schema its Link header names with
 * rel="user". Cached like any query: every form on a page shares it.
 */
const leadSchemaApi = realtyApi.injectEndpoints({
  endpoints: (build) => ({
    leadSchema: build.query<object, string>({
      async queryFn(group) {
        try {
          return { data: await fetchLeadSchema(group) }
        } catch (error) {
          logger.error(SCHEMA_LOAD_ERROR, error)
          return { error: { status: 'CUSTOM_ERROR', error: String(error) } }
        }
      },
    }),
  }),
})

/** A payload checked against the lead schema. */
export type LeadCheck =
  { readonly valid: true } | { readonly valid: false; readonly errors: readonly SchemaError[] }

/**
 * Checks a payload against the lead schema. Rejects when the checker's code cannot be fetched
 * (offline, a stale deploy): the lead is then not sent, and the next try fetches again.
 */
export type LeadValidator = (payload: unknown) => Promise<LeadCheck>

/**
 * Compiling the schema (ajv generates and evaluates code) is one long task of 30 ms or more on a
 * fast machine, several times that on a phone, and nobody needs it until a lead is sent: ajv
 * loads and compiles on the first check instead of while the page loads. A schema that does not
 * compile calls `onFailure` and refuses every payload.
 */
function compileOnFirstUse(schema: object, onFailure: () => void): LeadValidator {
  let compiled: Promise<ValidateFunction | null> | undefined
  const compile = () =>
    import('./compileLeadSchema').then(
      ({ compileLeadSchema }) => {
        try {
          return compileLeadSchema(schema)
        } catch (error) {
          logger.error(SCHEMA_LOAD_ERROR, error)
          onFailure()
          return null
        }
      },
      (error: unknown) => {
        compiled = undefined
        throw error
      },
    )
  return async (payload) => {
    compiled ??= compile()
    const validate = await compiled
    if (!validate) return { valid: false, errors: [] }
    return validate(payload) ? { valid: true } : { valid: false, errors: validate.errors ?? [] }
  }
}

export type LeadSchemaState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly validate: LeadValidator }

/**
 * The compiled lead schema for a form. When it cannot load, one form notice appears on the page
 * ('An error has occurred with a form on this page. Please Refresh.').
 */
export function useLeadSchema(): LeadSchemaState {
  const dispatch = useAppDispatch()
  // Only what the form shows: the query's own steps (pending, its request id) re-render nothing.
  const { data, isError } = leadSchemaApi.useLeadSchemaQuery(LEAD_SCHEMA_GROUP, {
    selectFromResult: ({ data, isError }) => ({ data, isError }),
  })
  const [uncompiled, setUncompiled] = useState<object | null>(null)
  const validate = useMemo(
    () =>
      data
        ? compileOnFirstUse(data, () => {
            setUncompiled(data)
          })
        : null,
    [data],
  )
  const failed = isError || (data !== undefined && uncompiled === data)

  useEffect(() => {
    if (!failed) return
    dispatch(
      notify({
        id: SCHEMA_NOTICE_ID,
        message: 'notifications.formSchema',
        severity: 'error',
        actions: ['reload', 'dismiss'],
      }),
    )
  }, [dispatch, failed])

  if (failed) return { status: 'failed' }
  return validate ? { status: 'ready', validate } : { status: 'loading' }
}
