import type { ValidateFunction } from 'ajv'
import { useEffect, useState } from 'react'
import { config } from '../../app/config'
import { useAppDispatch } from '../../app/hooks'
import { precompiledValidator } from '../../lib/formValidators'
import { logger } from '../../lib/logger'
import { fetchLinkedSchema } from '../../services/linkedSchema'
import { notify } from '../shell'

/** The account forms' group in the meta call. */
export const ACCOUNT_META_GROUP = 'homewise'
const USER_RELATION = 'user'

export interface AccountValidators {
  /** The `{ first, last }` name object, as the customer schema's user.name. */
  readonly name: ValidateFunction
  readonly email: ValidateFunction
}

interface UserSchema {
  properties?: { user?: { properties?: { name?: object; email?: object } } }
}

/**
 * GET /meta?group=homewise, then the schema its `user` relation names: its name and email parts'
 * validators, compiled at build (lib/compileSchema.ts compiles any other schema).
 */
export async function loadAccountValidators(fetcher = fetch): Promise<AccountValidators> {
  const metaUrl = `${config.realtyApiUrl}/meta?group=${ACCOUNT_META_GROUP}`
  const schema = (await fetchLinkedSchema(metaUrl, USER_RELATION, fetcher)) as UserSchema
  const user = schema.properties?.user?.properties
  if (!user?.name || !user.email) throw new Error('schema has no user name or email')
  const compile = async (schema: object) =>
    precompiledValidator(schema) ?? (await import('../../lib/compileSchema')).compileSchema(schema)
  return { name: await compile(user.name), email: await compile(user.email) }
}

/**
 * The validators for a form, loaded once per page. A failure is handled as the lead forms do:
 * 'There has been an error at (getSchema).' logged and the form-error notification shown.
 */
export function useAccountValidators(): AccountValidators | undefined {
  const dispatch = useAppDispatch()
  const [validators, setValidators] = useState<AccountValidators>()
  useEffect(() => {
    let active = true
    loadAccountValidators().then(
      (loaded) => {
        if (active) setValidators(loaded)
      },
      (error: unknown) => {
        if (!active) return
        logger.error('There has been an error at (getSchema).', error)
        dispatch(notify({ message: 'errors.formSchema', severity: 'error' }))
      },
    )
    return () => {
      active = false
    }
  }, [dispatch])
  return validators
}

/** Which name fields the schema refuses (after trimming). */
export function nameErrors(
  validators: AccountValidators | undefined,
  name: { first: string; last: string },
): { first?: boolean; last?: boolean } {
  if (!validators || validators.name(name)) return {}
  const paths = (validators.name.errors ?? []).map((error) => error.instancePath)
  return {
    first: paths.some((path) => path.startsWith('/first')) || paths.includes(''),
    last: paths.some((path) => path.startsWith('/last')) || paths.includes(''),
  }
}
