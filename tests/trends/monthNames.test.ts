import { describe, expect, it } from 'vitest'
import { calendarMonthName, monthLabel } from '../../src/features/trends/format'

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1)

describe('month names: written as Intl writes them, without loading its calendar data', () => {
  it.each(['en', 'fr', 'fr-CA', 'en-CA'])(
    'every month in %s, long and short, with its year',
    (language) => {
      for (const month of MONTHS) {
        const key = `2026-${String(month).padStart(2, '0')}`
        const date = new Date(Date.UTC(2026, month - 1, 1, 12))
        for (const style of ['long', 'short'] as const) {
          const intl = new Intl.DateTimeFormat(language.slice(0, 2), {
            month: style,
            year: 'numeric',
            timeZone: 'UTC',
          })
          expect(monthLabel(key, language, style)).toBe(intl.format(date))
        }
        const name = new Intl.DateTimeFormat(language.slice(0, 2), {
          month: 'long',
          timeZone: 'UTC',
        })
        expect(calendarMonthName(month, language)).toBe(name.format(date))
      }
    },
  )

  it.each([
    ['2026-13', '2026-13'],
    ['2026-00', '2026-00'],
    ['recent', 'recent'],
    ['2026-5', '2026-5'],
  ])('%s is not a month and stays as it is', (key, shown) => {
    expect(monthLabel(key, 'en')).toBe(shown)
  })

  it('a calendar month out of range is its number', () => {
    expect(calendarMonthName(13, 'fr')).toBe('13')
  })
})
