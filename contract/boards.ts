/** Board 2 is the one the map's city and neighbourhood polygons come from. */
export const POLYGON_BOARD_ID = 2

/** Boards whose rules show a home's listing history to signed-in users only. */
export const RESTRICTED_HISTORY_BOARDS: readonly number[] = [2, 91]

/** Board 86's listings carry a 'powered by' notice and a disclaimer. */
export const NOTICE_BOARD_ID = 86
