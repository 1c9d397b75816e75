/**
 * The longest free-text search the realty service takes, in characters. Kept apart from the
 * schemas in `realty.ts` so a screen that only limits its input does not load the schema library.
 */
export const MAX_SEARCH_LENGTH = 100
