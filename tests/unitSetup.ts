import { failOnConsoleErrors } from './consoleErrors'

// The 'unit' project (tests/lib/**): pure rules with no DOM, run in Node and without a fresh
// module graph per file (see vite.config.ts). Each file still starts from real timers, no spies
// and no console.error, as under tests/setup.ts.
failOnConsoleErrors()
