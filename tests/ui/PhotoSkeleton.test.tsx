import { describe, expect, it } from 'vitest'
import { FIRST_PHOTO_LOCKED, FIRST_PHOTO_PROPERTY } from '../../src/lib/listing/firstPhotoSlot'
import { showFirstPhoto } from '../../src/services/firstPhoto'
import { PhotoSkeleton } from '../../src/ui/PhotoSkeleton'
import { renderWithProviders } from '../renderWithProviders'
import { keepComponentStyles } from '../componentStyles'

// These tests read the styles a component draws with.
keepComponentStyles()

const PHOTO = 'http://127.0.0.1:8787/cdn/C1-1?w=350&class=small&f=webp'

describe('PhotoSkeleton', () => {
  it('is a placeholder with no photo layer unless it stands for the first photo', async () => {
    const { container } = await renderWithProviders(<PhotoSkeleton sx={{ aspectRatio: '4 / 3' }} />)
    expect(container.querySelector('.MuiSkeleton-root')).not.toBeNull()
    expect(container.querySelector('[data-first-photo]')).toBeNull()
  })

  it('draws the photo the start script names, over the placeholder, blurred when it is locked', async () => {
    const { container } = await renderWithProviders(
      <PhotoSkeleton sx={{ aspectRatio: '4 / 3' }} firstPhoto="listing" />,
    )
    const layer = container.querySelector<HTMLElement>('[data-first-photo="listing"]')
    if (!layer) throw new Error('no photo layer')
    // The photo is the custom property the start script sets (none until it does).
    expect(getComputedStyle(layer).backgroundImage).toBe(`var(${FIRST_PHOTO_PROPERTY}, none)`)

    showFirstPhoto(layer, { url: PHOTO, locked: false })
    expect(layer.style.getPropertyValue(FIRST_PHOTO_PROPERTY)).toBe(`url("${PHOTO}")`)
    expect(getComputedStyle(layer).filter).not.toContain('blur')

    showFirstPhoto(layer, { url: PHOTO, locked: true })
    expect(layer.hasAttribute(FIRST_PHOTO_LOCKED)).toBe(true)
    expect(getComputedStyle(layer).filter).toBe('blur(6px)')
  })
})
