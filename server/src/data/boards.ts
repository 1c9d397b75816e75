/** The boards whose listings the feed carries, with their share of the dataset. */
export const BOARDS: readonly (readonly [boardId: number, weight: number])[] = [
  [2, 62],
  [91, 16],
  [35, 12],
  [86, 10],
]

export { POLYGON_BOARD_ID, RESTRICTED_HISTORY_BOARDS } from '../../../contract/boards'

/** Board 86 requires a 'powered by' notice and a disclaimer beside its listings. */
export const BOARD_86_NOTICE = {
  poweredBy: 'Powered by the Lakelands Association of REALTORS® MLS® System',
  disclaimer:
    'The listing data is provided under copyright by the Lakelands Association of REALTORS®. ' +
    'The information is deemed reliable but is not guaranteed accurate by the association.',
} as const
