/** Shared between the setup file and tests: whether this test expects console.error calls. */
export const consoleErrorPolicy = { expected: false }

/** For a test whose subject legitimately logs an error (a crash boundary, a failed call). */
export function expectConsoleErrors(): void {
  consoleErrorPolicy.expected = true
}
