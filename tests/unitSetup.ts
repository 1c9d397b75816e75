import { failOnConsoleErrors } from './consoleErrors'

// The 'unit' project (tests/lib/**, and the test runner's own counts in tests/runner/**): pure
// rules with no DOM, run in Node and without a fresh module graph per file (see vite.config.ts).
// Each file still starts from real timers, no spies and no console.error, as under tests/setup.ts.
failOnConsoleErrors()
