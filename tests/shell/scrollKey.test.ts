import type { Location } from 'react-router'
import { describe, expect, it } from 'vitest'
import { scrollKey } from '../../src/features/shell/layout/PageScroll'

const at = (pathname: string, key: string): Location => ({
  pathname,
  key,
  search: '',
  hash: '',
  state: null,
})

describe('where the router keeps a page’s scroll', () => {
  it.each([
    ['a page opened by the router', at('/buying', 'k3j9x2'), 'k3j9x2'],
    ['the same address opened again by the router', at('/buying', 'p0q1w8'), 'p0q1w8'],
    ['a page loaded afresh in the tab', at('/buying', 'default'), '/buying'],
    ['another page loaded afresh in the tab', at('/about', 'default'), '/about'],
  ])('%s', (_name, location, key) => {
    expect(scrollKey(location)).toBe(key)
  })
})
