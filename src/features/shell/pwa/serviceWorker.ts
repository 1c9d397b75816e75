import { logger } from '../../../lib/logger'
import { whenSettled } from '../../../lib/whenSettled'

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
 * Once the page has settled, unregisters workers left by earlier deployments, then registers ours.
 * Installing it fetches and stores every file of the app, and its thread and the browser's share
 * a phone's processor with the page: so not while the first screen still hydrates or its parts'
 * code arrives. Failure is logged only: the site works without a worker.
 */
export async function registerServiceWorker(target: ServiceWorkerTarget): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  await new Promise<void>((settled) => whenSettled(settled))
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
