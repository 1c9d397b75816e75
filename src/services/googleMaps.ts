/// <reference types="google.maps" />
/**
 * Loads the Google Maps JavaScript API on demand, for code outside the map's APIProvider (the
 * search box's place predictions and geocoding). It installs Google's documented
 * `google.maps.importLibrary` bootstrap once; the map adapter's APIProvider finds it installed
 * and uses the same script, and if the map loaded first this reuses its script instead.
 * Imported only from lazy chunks, and only when a key is configured.
 */

type Libraries = google.maps.ImportLibraryMap
type ImportLibrary = (name: string) => Promise<unknown>

interface MapsNamespace {
  importLibrary?: ImportLibrary
  [callback: string]: unknown
}

const CALLBACK = '__hwMapsReady'
const SCRIPT_URL = 'https://maps.googleapis.com/maps/api/js'

function mapsNamespace(): MapsNamespace {
  const root = globalThis as { google?: { maps?: MapsNamespace } }
  root.google ??= {}
  root.google.maps ??= {}
  return root.google.maps
}

/** The script's address: the key, the weekly channel, Canadian region, and our ready callback. */
export function mapsScriptUrl(apiKey: string): string {
  const params = new URLSearchParams({
    key: apiKey,
    v: 'weekly',
    region: 'CA',
    loading: 'async',
    callback: `google.maps.${CALLBACK}`,
  })
  return `${SCRIPT_URL}?${params.toString()}`
}

let loading: Promise<void> | undefined

function installBootstrap(apiKey: string): void {
  const maps = mapsNamespace()
  if (maps.importLibrary) return
  const stub: ImportLibrary = async (name) => {
    loading ??= new Promise<void>((resolve, reject) => {
      maps[CALLBACK] = () => {
        resolve()
      }
      const script = document.createElement('script')
      script.src = mapsScriptUrl(apiKey)
      script.async = true
      script.onerror = () => {
        loading = undefined
        reject(new Error('The Google Maps JavaScript API could not load.'))
      }
      document.head.append(script)
    })
    await loading
    // The loaded API replaced the stub with the real importLibrary.
    const real = mapsNamespace().importLibrary
    if (!real || real === stub) throw new Error('The Google Maps JavaScript API did not start.')
    return real(name)
  }
  maps.importLibrary = stub
}

/** One library of the Maps JavaScript API (places, geocoding…), loading the API if needed. */
export async function googleMapsLibrary<K extends keyof Libraries>(
  name: K,
  apiKey: string,
): Promise<Libraries[K]> {
  installBootstrap(apiKey)
  const importLibrary = mapsNamespace().importLibrary
  if (!importLibrary) throw new Error('The Google Maps JavaScript API is not installed.')
  return (await importLibrary(name)) as Libraries[K]
}
