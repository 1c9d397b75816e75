import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { useNamespace } from '../../src/app/useNamespace'
import type { Language } from '../../src/app/i18n'
import { mapStrings } from '../../src/features/map/strings'
import { useLocate } from '../../src/features/map/useLocate'
import { NotificationStack } from '../../src/features/shell/notifications/NotificationStack'
import { renderWithProviders } from '../renderWithProviders'

/** The map screen's Locate me, with the shell's notices, as the map page has them. */
function LocateMe() {
  useNamespace('map', mapStrings)
  const locate = useLocate(12)
  return (
    <>
      <button type="button" onClick={locate}>
        Locate me
      </button>
      <NotificationStack max={2} />
    </>
  )
}

/** A browser whose location lookup fails with `code` (1 denied, 2 unavailable, 3 timed out). */
function failingGeolocation(code: number) {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (_found: PositionCallback, failed: PositionErrorCallback) => {
        failed({ code } as GeolocationPositionError)
      },
    },
  })
}

afterEach(() => {
  // jsdom has no geolocation of its own.
  Reflect.deleteProperty(navigator, 'geolocation')
})

describe("Locate me's notices", () => {
  it.each<[number, Language, string]>([
    [1, 'en', 'Location access was denied. Allow it in your browser to centre the map on you.'],
    [2, 'en', 'Your location is unavailable right now.'],
    [3, 'en', 'Finding your location took too long. Please try again.'],
    [9, 'en', 'Your location could not be found.'],
    [3, 'fr', 'La recherche de votre position a pris trop de temps. Veuillez réessayer.'],
  ])(
    'says why a lookup that failed with code %i found nothing (%s)',
    async (code, language, text) => {
      failingGeolocation(code)
      const { user } = await renderWithProviders(<LocateMe />, { language })
      await user.click(await screen.findByRole('button', { name: 'Locate me' }))
      expect(await screen.findByRole('alert')).toHaveTextContent(text)
    },
  )
})
