import { config } from '../../../app/config'
import type { AppDispatch } from '../../../app/store'
import { logger } from '../../../lib/logger'
import { notify } from '../notifications/notificationsSlice'
import { VERSION_CHECK_INTERVAL_MS } from './versionCheckInterval'

export { VERSION_CHECK_INTERVAL_MS } from './versionCheckInterval'

function isVersionManifest(value: unknown): value is { version: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'version' in value &&
    typeof value.version === 'string'
  )
}

/**
 * The version deployed now, or undefined when it cannot be read: a failed check is logged
 * only and never bothers the user.
 */
export async function fetchDeployedVersion(
  manifestUrl: string,
  fetchImpl: typeof fetch = fetch,
): Promise<string | undefined> {
  try {
    const response = await fetchImpl(manifestUrl, { cache: 'no-store' })
    if (!response.ok) throw new Error(`manifest answered ${String(response.status)}`)
    const body: unknown = await response.json()
    if (!isVersionManifest(body)) throw new Error('manifest has no version')
    return body.version
  } catch (error) {
    logger.warn('Version check failed', error)
    return undefined
  }
}

export function isNewVersion(running: string, deployed: string | undefined): boolean {
  return deployed !== undefined && deployed.trim() !== '' && deployed !== running
}

/**
 * Reads the deployed manifest now and every 10 minutes; calls `onNewVersion` when the deployed
 * version is not the running one. Returns a function that stops the checks.
 */
export function startVersionChecks(
  manifestUrl: string,
  runningVersion: string,
  onNewVersion: () => void,
): () => void {
  let stopped = false
  const check = async () => {
    const deployed = await fetchDeployedVersion(manifestUrl)
    if (!stopped && isNewVersion(runningVersion, deployed)) onNewVersion()
  }
  void check()
  const timer = window.setInterval(() => void check(), VERSION_CHECK_INTERVAL_MS)
  return () => {
    stopped = true
    window.clearInterval(timer)
  }
}

export const NEW_VERSION_NOTICE_ID = 'new-version'

/** The checks of the deployed version this app runs, with the notice that asks for a reload. */
export function startVersionNotice(dispatch: AppDispatch): () => void {
  return startVersionChecks(`${config.basePath}/manifest.json`, config.version, () => {
    dispatch(
      notify({
        id: NEW_VERSION_NOTICE_ID,
        message: 'notifications.newVersion',
        severity: 'info',
        persistent: true,
        actions: ['reload'],
      }),
    )
  })
}
