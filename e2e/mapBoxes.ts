import type { Page } from '@playwright/test'

/** A box on the page, in CSS pixels from the viewport's top left. */
export interface Box {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

export const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && a.x + a.width > b.x && a.y < b.y + b.height && a.y + a.height > b.y

/** Every painted pin's and cluster's box on the page, with what it shows. */
export const pinBoxes = (page: Page) =>
  page.locator('.hw-marker__body').evaluateAll((elements) =>
    elements.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect()
      return { x, y, width, height, label: element.textContent }
    }),
  )
