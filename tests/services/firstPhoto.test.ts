import { afterEach, describe, expect, it } from 'vitest'
import { FIRST_PHOTO_LOCKED, FIRST_PHOTO_PROPERTY } from '../../src/lib/listing/firstPhotoSlot'
import {
  firstPhoto,
  firstPhotoAnswerUrl,
  firstPhotoSlot,
  showFirstPhoto,
} from '../../src/services/firstPhoto'

const PUBLIC = { displayAddressOnInternet: 'Y', displayPublic: 'Y' }
const KEPT = { displayAddressOnInternet: 'Y', displayPublic: 'N' }
const SMALL = (key: string) => `http://127.0.0.1:8787/cdn/${key}?w=350&class=small&f=webp`
const MEDIUM = (key: string) => `http://127.0.0.1:8787/cdn/${key}?w=800&class=medium&f=webp`

afterEach(() => {
  document.body.innerHTML = ''
})

describe("a page's first photo", () => {
  it.each([
    [
      'a search',
      'search',
      { listings: [{ permissions: PUBLIC, images: ['C1-1', 'C1-2'] }] },
      { url: SMALL('C1-1'), locked: false },
    ],
    [
      'a search whose first home is kept from the public (blurred, as its card)',
      'search',
      { listings: [{ permissions: KEPT, images: ['C1-1'] }] },
      { url: SMALL('C1-1'), locked: true },
    ],
    [
      'a search whose first home has no photo',
      'search',
      { listings: [{ permissions: PUBLIC, images: [] }] },
      undefined,
    ],
    ['a search with no homes', 'search', { listings: [] }, undefined],
    [
      'a listing',
      'listing',
      { permissions: PUBLIC, images: ['W5-1'] },
      { url: MEDIUM('W5-1'), locked: false },
    ],
    [
      'a listing kept from the public (its page asks a guest to sign in)',
      'listing',
      { permissions: KEPT, images: ['W5-1'] },
      undefined,
    ],
    [
      'a listing whose photos are not keys',
      'listing',
      { permissions: PUBLIC, images: [7, 'W5-2'] },
      { url: MEDIUM('W5-2'), locked: false },
    ],
    ['a listing without permissions', 'listing', { images: ['W5-1'] }, undefined],
    ['an answer that is not an object', 'listing', 'Not found', undefined],
    ['no answer', 'search', undefined, undefined],
  ] as const)('from %s', (_, source, answer, expected) => {
    expect(firstPhoto(source, answer)).toEqual(expected)
  })

  it('encodes a key that would close the CSS string it is written into', () => {
    const photo = firstPhoto('listing', { permissions: PUBLIC, images: ['x")red;url("y'] })
    expect(photo?.url).not.toContain('"')
  })
})

describe('the answer that names it', () => {
  it("is a list page's first named request", () => {
    expect(firstPhotoAnswerUrl('search', ['http://a/listings?x=1'], '/real-estate/list')).toBe(
      'http://a/listings?x=1',
    )
  })

  it("is a listing's guest address, read from the page's address", () => {
    expect(
      firstPhotoAnswerUrl('listing', [], '/real-estate/detail/on/toronto/annex/12-x/C5000123/2'),
    ).toBe('http://127.0.0.1:8787/listings/C5000123?boardId=2')
  })

  it('is none for an address that names no listing', () => {
    expect(firstPhotoAnswerUrl('listing', [], '/real-estate/detail/on/toronto')).toBeUndefined()
  })
})

describe('the photo box', () => {
  it('is found with its source, and shows the photo as a CSS image', () => {
    document.body.innerHTML = '<main><div data-first-photo="search"></div></main>'
    const slot = firstPhotoSlot(document)
    expect(slot?.source).toBe('search')
    if (!slot) return
    showFirstPhoto(slot.box, { url: SMALL('C1-1'), locked: true })
    expect(slot.box.style.getPropertyValue(FIRST_PHOTO_PROPERTY)).toBe(`url("${SMALL('C1-1')}")`)
    expect(slot.box.hasAttribute(FIRST_PHOTO_LOCKED)).toBe(true)
  })

  it('is ignored when it names a source the script does not know', () => {
    document.body.innerHTML = '<div data-first-photo="map"></div>'
    expect(firstPhotoSlot(document)).toBeUndefined()
  })
})
