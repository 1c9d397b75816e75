/** What the layout test finds wrong on a screen at one width, read from the page itself. */
import type { Locator, Page } from '@playwright/test'

interface Overflow {
  readonly what: string
  readonly left: number
  readonly right: number
}

/**
 * Controls (links, buttons, fields) whose visible part leaves the viewport sideways, boxes
 * that scroll sideways because their content is wider than they are (a toolbar or a table that
 * hides a control or a column), and tables seen only in part: cut by a box around them or by the
 * viewport, or with a cell's text cut short ('Avera… list pr'). Carousels scroll sideways on
 * purpose and are left out; a screen-reader table in a visually hidden box is not painted.
 */
export function overflowing(page: Page): Promise<Overflow[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const found: { what: string; left: number; right: number }[] = []
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent).trim().slice(0, 40)}"`
    const inCarousel = (element: Element) =>
      element.closest('[aria-roledescription], .swiper, .leaflet-container') !== null
    // What an ancestor clips is not painted: only the visible part counts.
    const visiblePart = (element: Element) => {
      let { left, right, top, bottom } = element.getBoundingClientRect()
      for (let box = element.parentElement; box; box = box.parentElement) {
        if (getComputedStyle(box).overflowX === 'visible') continue
        const clip = box.getBoundingClientRect()
        left = Math.max(left, clip.left)
        right = Math.min(right, clip.right)
        top = Math.max(top, clip.top)
        bottom = Math.min(bottom, clip.bottom)
      }
      return { left, right, hidden: right - left <= 1 || bottom - top <= 1 }
    }
    if (document.documentElement.scrollWidth > width + 1) {
      found.push({
        what: 'the page scrolls sideways',
        left: 0,
        right: document.documentElement.scrollWidth,
      })
    }
    const controls = document.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="combobox"]',
    )
    for (const control of controls) {
      if (inCarousel(control) || !control.checkVisibility({ visibilityProperty: true })) continue
      const { left, right, hidden } = visiblePart(control)
      // Visually hidden (1 px, clipped) or parked off screen until focused, as the skip link is.
      if (hidden || right <= 0) continue
      if (left < -1 || right > width + 1) found.push({ what: name(control), left, right })
    }
    for (const table of document.querySelectorAll('table')) {
      if (!table.checkVisibility({ visibilityProperty: true })) continue
      const whole = table.getBoundingClientRect()
      const { left, right, hidden } = visiblePart(table)
      if (hidden) continue
      if (left > whole.left + 1 || right < whole.right - 1 || whole.right > width + 1) {
        found.push({ what: `${name(table)} is cut`, left: whole.left, right: whole.right })
      }
      for (const part of table.querySelectorAll('th, td, th *, td *')) {
        if (getComputedStyle(part).overflowX === 'visible') continue
        if (part.scrollWidth > part.clientWidth + 1) {
          found.push({
            what: `${name(part)} is cut short`,
            left: part.clientWidth,
            right: part.scrollWidth,
          })
        }
      }
    }
    for (const box of document.querySelectorAll('body *')) {
      const style = getComputedStyle(box)
      if (style.overflowX !== 'auto' && style.overflowX !== 'scroll') continue
      if (inCarousel(box) || !box.checkVisibility()) continue
      if (box.scrollWidth > box.clientWidth + 1) {
        found.push({
          what: `${name(box)} scrolls sideways`,
          left: box.clientWidth,
          right: box.scrollWidth,
        })
      }
    }
    return found
  })
}

/**
 * The filter bar's controls that stand below its first row ('the bar wraps'): the bar keeps one
 * row at every width, with a place chosen (its chip) and long French pills. Empty when the
 * screen has no filter bar.
 */
export function barWraps(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bar = document.querySelector('[role="search"]')
    if (!bar) return []
    const controls = [...bar.querySelectorAll('a[href], button, input, [role="button"]')]
      .filter((control) => control.checkVisibility({ visibilityProperty: true }))
      .map((control) => ({ control, box: control.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 1 && box.height > 1)
    const firstRowBottom = Math.min(...controls.map(({ box }) => box.bottom))
    return controls
      .filter(({ box }) => box.top >= firstRowBottom)
      .map(
        ({ control }) =>
          `the filter bar wraps: ${control.tagName.toLowerCase()} "${(control.getAttribute('aria-label') ?? control.textContent).trim().slice(0, 40)}" on a second row`,
      )
  })
}

/**
 * Phone numbers broken across two lines ('Call 1-888-466-' / '3947'): a number is read, and
 * dialled, as one. Text in a visually hidden box (one pixel wide) is left out.
 */
export function brokenPhoneNumbers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    const painted = (element: Element | null) => {
      for (let box = element; box; box = box.parentElement) {
        // A box drawn as its children alone (display: contents) has no width of its own.
        if (getComputedStyle(box).display === 'contents') continue
        if (box.getBoundingClientRect().width <= 1) return false
      }
      return element?.checkVisibility({ visibilityProperty: true }) ?? false
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/\d-\d{3}-\d{3}-\d{4}/g)) {
        if (!painted(node.parentElement)) continue
        const range = document.createRange()
        range.setStart(node, match.index)
        range.setEnd(node, match.index + match[0].length)
        const lines = new Set(
          [...range.getClientRects()]
            .filter((rect) => rect.width > 0)
            .map((rect) => Math.round(rect.top)),
        )
        if (lines.size > 1) {
          const where = (node.parentElement?.textContent ?? '').trim().slice(0, 40)
          found.push(`the phone number ${match[0]} breaks across lines in "${where}"`)
        }
      }
    }
    return found
  })
}

/**
 * How many lines an element's text is laid out on, counted as `brokenPhoneNumbers` counts them:
 * the distinct tops of the text's line boxes (empty boxes at a line's end left out).
 */
export function lineCount(text: Locator): Promise<number> {
  return text.evaluate((element) => {
    const range = document.createRange()
    range.selectNodeContents(element)
    const lines = [...range.getClientRects()].filter((rect) => rect.width > 0)
    return new Set(lines.map((rect) => Math.round(rect.top))).size
  })
}

/**
 * Form fields drawn over one another: a field's box with its floating label (an outlined field's
 * label sits half above its border) and its helper text, against every other field's. Fields
 * need a gap ('Search name' above 'Alerts' in a dialog once had none, and the select's label lay
 * on the field above). Only the fields inside `within` are compared: a dialog lies over the page.
 */
export function overlappingFields(within: Locator): Promise<string[]> {
  return within.evaluate((root) => {
    const fields = [...root.querySelectorAll('.MuiFormControl-root')]
      .filter((field) => field.checkVisibility({ visibilityProperty: true }))
      .map((field) => {
        const boxes = [field, ...field.querySelectorAll('.MuiFormLabel-root')]
          .map((part) => part.getBoundingClientRect())
          .filter((box) => box.width > 1 && box.height > 1)
        const name = (
          field.querySelector('.MuiFormLabel-root')?.textContent ?? field.textContent
        ).trim()
        return {
          field,
          name: name.slice(0, 40),
          top: Math.min(...boxes.map((box) => box.top)),
          bottom: Math.max(...boxes.map((box) => box.bottom)),
          left: Math.min(...boxes.map((box) => box.left)),
          right: Math.max(...boxes.map((box) => box.right)),
        }
      })
      .filter((field) => field.bottom > field.top)
    const found: string[] = []
    fields.forEach((one, index) => {
      for (const other of fields.slice(index + 1)) {
        if (one.field.contains(other.field) || other.field.contains(one.field)) continue
        const across = Math.min(one.right, other.right) - Math.max(one.left, other.left)
        const down = Math.min(one.bottom, other.bottom) - Math.max(one.top, other.top)
        if (across > 1 && down > 1) found.push(`fields "${one.name}" and "${other.name}" overlap`)
      }
    })
    return found
  })
}
