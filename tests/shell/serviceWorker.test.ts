import { describe, expect, it } from 'vitest'
import { isStaleRegistration } from '../../src/features/shell/pwa/serviceWorker'

const origin = 'https://homewise.ca'
const target = { scope: '/real-estate/', scriptUrl: '/real-estate/sw.js' }

function registration(scope: string, scriptURL: string | undefined) {
  const worker = scriptURL ? ({ scriptURL } as ServiceWorker) : null
  return { scope, active: worker, waiting: null, installing: null }
}

describe('isStaleRegistration', () => {
  it.each([
    { scope: `${origin}/real-estate/`, script: `${origin}/real-estate/sw.js`, stale: false },
    { scope: `${origin}/`, script: `${origin}/sw.js`, stale: true },
    {
      scope: `${origin}/real-estate/`,
      script: `${origin}/real-estate/service-worker.js`,
      stale: true,
    },
    { scope: `${origin}/real-estate/`, script: undefined, stale: true },
  ])('scope $scope with $script is stale: $stale', ({ scope, script, stale }) => {
    expect(isStaleRegistration(registration(scope, script), target, origin)).toBe(stale)
  })
})
