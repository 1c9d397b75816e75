/** Two inputs side by side from the small breakpoint up, stacked below it. */
export const row = { direction: { xs: 'column', sm: 'row' }, spacing: 2 } as const

/** Amounts and rates: the phone shows its number pad with a decimal point. */
export const decimal = { slotProps: { htmlInput: { inputMode: 'decimal' } } } as const

/** Dollars: the number pad, and the thousands grouped once the visitor leaves the input. */
export const dollars = { ...decimal, money: true } as const
