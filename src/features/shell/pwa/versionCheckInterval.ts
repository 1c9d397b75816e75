/** How often the deployed manifest is read. */
export const VERSION_CHECK_INTERVAL_MS = 600_000
