/**
 * The first of the app's start-up stages (src/boot/startApp.ts): React and React DOM. Each stage is
 * a build entry of its own whose chunk holds one group of libraries (vite.config.ts), so the
 * browser evaluates each group in its own task rather than the whole app in one long task.
 */
export { hydrateRoot } from 'react-dom/client'
