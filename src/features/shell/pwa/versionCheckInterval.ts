/** How often the deployed manifest is read (second spec, section 7). */
export const VERSION_CHECK_INTERVAL_MS = 600_000
