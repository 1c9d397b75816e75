import { describe, expect, it } from 'vitest'
import { listPlace, titleFromSlug } from '../../src/features/list/listPlace'

describe('listPlace', () => {
  it.each([
    [[], undefined],
    [['on'], { state: 'ON', city: undefined, neighborhood: undefined }],
    [['on', 'toronto'], { state: 'ON', city: 'Toronto', neighborhood: undefined }],
    [['on', 'richmond-hill'], { state: 'ON', city: 'Richmond Hill', neighborhood: undefined }],
    [['ON', 'toronto', 'annex'], { state: 'ON', city: 'Toronto', neighborhood: 'Annex' }],
    [['mississauga'], { state: 'ON', city: 'Mississauga', neighborhood: undefined }],
  ])('%j → %j', (segments, expected) => {
    expect(listPlace(segments)).toEqual(expected)
  })

  it('title-cases hyphenated slugs', () => {
    expect(titleFromSlug('church-yonge-corridor')).toBe('Church Yonge Corridor')
  })
})
