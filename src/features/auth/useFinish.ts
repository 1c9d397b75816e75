import { useCallback } from 'react'
import { CUSTOMER_PATHS } from '../../../contract/customer'
import { useNavigate, useSearchParams } from 'react-router'
import { config } from '../../app/config'
import { useAppDispatch } from '../../app/hooks'
import { logger } from '../../lib/logger'
import { safeRedirect } from '../../lib/redirect'
import { authClient } from '../../services/authClient'
import { takePendingSave } from '../../services/pendingSave'
import { refreshSession } from './session'

/** A heart a guest pressed before signing in is saved now that they are. */
async function savePendingHome(): Promise<void> {
  const home = takePendingSave()
  if (!home) return
  try {
    const token = await authClient.idToken()
    if (!token) return
    await fetch(`${config.customerApiUrl}${CUSTOMER_PATHS.savedHomes}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(home),
    })
  } catch (error) {
    logger.warn('saving the pending home failed', error)
  }
}

/** After a sign-in: record the session, then go to the sanitised redirect (or `/`). */
export function useFinishSignIn() {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  return useCallback(async () => {
    await refreshSession(dispatch, false)
    await savePendingHome()
    await navigate(safeRedirect(params.get('redirect'), config.basePath), { replace: true })
  }, [dispatch, navigate, params])
}

/** Links between the auth pages keep the query string (and so the redirect). */
export function useKeepQuery() {
  const [params] = useSearchParams()
  const query = params.toString()
  return (path: string) => (query ? `${path}?${query}` : path)
}
