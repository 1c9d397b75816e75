/**
 * Month names in the reader's language, as Intl writes them ("May 2026", "janv. 2026",
 * "septembre"), from a table rather than through Intl.DateTimeFormat: the first date formatter a
 * page creates loads ICU's calendar data (about 30 ms on a desktop, 125 ms at a phone's speed in a
 * trace of this page's render), and the charts and insights name months on the first screen.
 * tests/trends/monthNames.test.ts checks every name against Intl.
 */
const MONTH_NAMES = {
  en: {
    long: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  },
  fr: {
    long: [
      'janvier',
      'février',
      'mars',
      'avril',
      'mai',
      'juin',
      'juillet',
      'août',
      'septembre',
      'octobre',
      'novembre',
      'décembre',
    ],
    short: [
      'janv.',
      'févr.',
      'mars',
      'avr.',
      'mai',
      'juin',
      'juil.',
      'août',
      'sept.',
      'oct.',
      'nov.',
      'déc.',
    ],
  },
} as const

const monthNames = (language: string) => MONTH_NAMES[language.startsWith('fr') ? 'fr' : 'en']

/** A month key of the statistics, `2026-05`. */
const MONTH_KEY = /^(\d{4})-(\d{2})$/

/** "2026-05" → "May 2026" (long) or "May 2026" / "mai 2026" / "janv. 2026"; other text as it is. */
export function monthLabel(month: string, language: string, style: 'short' | 'long' = 'long') {
  const match = MONTH_KEY.exec(month)
  const name = match ? monthNames(language)[style][Number(match[2]) - 1] : undefined
  return match && name !== undefined ? `${name} ${match[1] ?? ''}` : month
}

/** A calendar month's name, 1 → "January" / "janvier". */
export function calendarMonthName(calendarMonth: number, language: string) {
  return monthNames(language).long[calendarMonth - 1] ?? String(calendarMonth)
}
