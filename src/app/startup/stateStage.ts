/**
 * The second start-up stage: React DOM, Redux Toolkit with RTK Query, React Router and i18next.
 * They share one chunk (vite.config.ts), so importing any of it evaluates them all; React DOM's
 * own set-up runs here too, as its export is read.
 */
export { hydrateRoot } from 'react-dom/client'
