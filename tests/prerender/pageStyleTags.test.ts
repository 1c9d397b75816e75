import { describe, expect, it } from 'vitest'
import { PAGE_STYLES_ATTRIBUTE, pageStyleTags } from '../../src/app/theme/pageStyleTags'

describe("a rendered page's style tags", () => {
  it.each([
    [
      'component rules in a tag of their own, before the emotion tag that names them',
      { key: 'css', ids: ['a1', 'b2'], css: '.css-a1{color:red}.css-b2{margin:0}' },
      `<style ${PAGE_STYLES_ATTRIBUTE}>.css-a1{color:red}.css-b2{margin:0}</style><style data-emotion="css a1 b2"></style>`,
    ],
    [
      'a global style in a tag of its own too, before the empty tag its Global takes over',
      { key: 'css-global', ids: ['g1'], css: 'body{margin:0}' },
      `<style ${PAGE_STYLES_ATTRIBUTE}>body{margin:0}</style><style data-emotion="css-global g1"></style>`,
    ],
  ])('%s', (_, chunk, tags) => {
    expect(pageStyleTags({ html: '', styles: [chunk] })).toBe(tags)
  })

  it('keep the order of the chunks', () => {
    const tags = pageStyleTags({
      html: '',
      styles: [
        { key: 'css-global', ids: ['g1'], css: 'body{margin:0}' },
        { key: 'css', ids: ['a1'], css: '.css-a1{color:red}' },
      ],
    })
    expect(tags.indexOf('body{margin:0}')).toBeLessThan(tags.indexOf('.css-a1{color:red}'))
  })
})
