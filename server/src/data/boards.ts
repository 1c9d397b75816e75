/** The boards whose listings the feed carries, with their share of the dataset. */
export const BOARDS: readonly (readonly [boardId: number, weight: number])[] = [
  [2, 62],
  [91, 16],
  [35, 12],
  [86, 10],
]

/** Board 2 is the one the map's city and neighbourhood polygons come from. */
export const POLYGON_BOARD_ID = 2

/** Boards whose rules show a home's listing history to signed-in users only. */
export const RESTRICTED_HISTORY_BOARDS: readonly number[] = [2, 91]

/** Board 86 requires a 'powered by' notice and a disclaimer beside its listings. */
export const BOARD_86_NOTICE = {
  poweredBy: 'Powered by the Lakelands Association of REALTORS® MLS® System',
  disclaimer:
    'The listing data is provided under copyright by the Lakelands Association of REALTORS®. ' +
    'The information is deemed reliable but is not guaranteed accurate by the association.',
} as const
