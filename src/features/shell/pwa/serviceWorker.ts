import { logger } from '../../../lib/logger'

export interface ServiceWorkerTarget {
  /** e.g. `/real-estate/` */
  readonly scope: string
  /** e.g. `/real-estate/sw.js` */
  readonly scriptUrl: string
}

/** A registration from an earlier deployment: another scope or another script. */
export function isStaleRegistration(
  registration: Pick<ServiceWorkerRegistration, 'scope' | 'active' | 'installing' | 'waiting'>,
  target: ServiceWorkerTarget,
  origin: string,
): boolean {
  const worker = registration.active ?? registration.waiting ?? registration.installing
  const scopeMatches = registration.scope === new URL(target.scope, origin).href
  const scriptMatches = worker?.scriptURL === new URL(target.scriptUrl, origin).href
  return !(scopeMatches && scriptMatches)
}

/**
 * Unregisters workers left by earlier deployments, then registers ours. Failure is logged only:
 * the site works without a worker.
 */
export async function registerServiceWorker(target: ServiceWorkerTarget): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  try {
    const registrations = await navigator.serviceWorker.getRegistrations()
    await Promise.all(
      registrations
        .filter((registration) => isStaleRegistration(registration, target, window.location.origin))
        .map((registration) => registration.unregister()),
    )
    // Registration runs after the first render, so its library stays out of the entry bundle.
    const { Workbox } = await import('workbox-window')
    await new Workbox(target.scriptUrl, { scope: target.scope }).register()
  } catch (error) {
    logger.warn('Service worker registration failed', error)
  }
}
