import { afterEach, describe, expect, it } from 'vitest'
import { CRITICAL_STYLES_ID, createStyleCache } from '../../src/app/theme/styleCache'

afterEach(() => {
  document.getElementById(CRITICAL_STYLES_ID)?.remove()
})

function inlineCriticalStyles(names: string) {
  const style = document.createElement('style')
  style.id = CRITICAL_STYLES_ID
  style.dataset.names = names
  document.head.append(style)
}

describe('createStyleCache', () => {
  it('takes the styles index.html inlines as already inserted', () => {
    inlineCriticalStyles('1x2y3z abc123')
    const cache = createStyleCache()
    expect(cache.key).toBe('css')
    expect(cache.inserted).toMatchObject({ '1x2y3z': true, abc123: true })
  })

  it('starts empty without them (development, tests, a build that left them out)', () => {
    expect(createStyleCache().inserted).toEqual({})
  })

  it('ignores an empty list', () => {
    inlineCriticalStyles('')
    expect(createStyleCache().inserted).toEqual({})
  })
})
