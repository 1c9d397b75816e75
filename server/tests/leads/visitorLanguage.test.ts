import { describe, expect, it } from 'vitest'
import { visitorLanguage } from '../../src/leads/visitorLanguage'

describe('visitorLanguage: the language the visitor reads', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['fr', 'fr'],
    ['fr-CA,fr;q=0.9,en;q=0.8', 'fr'],
    ['en-CA,en;q=0.9,fr;q=0.8', 'en'],
    ['de-DE,fr;q=0.5', 'fr'],
    ['en;q=0.2,fr;q=0.8', 'fr'],
    ['fr;q=0,en', 'en'],
    ['es,de', 'en'],
    ['french', 'en'],
  ])('%j reads %s', (header, language) => {
    expect(visitorLanguage(header)).toBe(language)
  })
})
