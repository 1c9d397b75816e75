/** Month names in the reader's language for "2026-05" keys and calendar month numbers. */
export function monthLabel(month: string, language: string, style: 'short' | 'long' = 'long') {
  const date = new Date(`${month}-01T12:00:00Z`)
  if (Number.isNaN(date.getTime())) return month
  return new Intl.DateTimeFormat(language, {
    month: style,
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date)
}

export function calendarMonthName(calendarMonth: number, language: string) {
  return new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, calendarMonth - 1, 15)),
  )
}
