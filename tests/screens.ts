/** The setup's matchMedia (tests/setup.ts), where no media query matches: a wide screen. */
const wide = Object.getOwnPropertyDescriptor(window, 'matchMedia')

/** A screen narrower than the medium breakpoint: MUI's `down('md')` query matches. */
export function phoneScreen() {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  })
}

/** Back to the setup's wide screen. */
export function wideScreen() {
  if (wide) Object.defineProperty(window, 'matchMedia', wide)
}
