import { MLS_NUMBER_PATTERN } from '../../../contract/mlsNumber'

/** What a detail URL names. */
export interface DetailTarget {
  readonly mlsNumber: string
  readonly boardId: number
}

/** The realty service's MLS number pattern: any board's numbers, as the provider sends them. */
const MLS_NUMBER = new RegExp(MLS_NUMBER_PATTERN)

/** The listing a detail URL's last two segments name, or undefined when they cannot name one. */
export function detailTarget(
  mlsNumber: string | undefined,
  boardId: string | undefined,
): DetailTarget | undefined {
  // Kept as written: a board's numbers may hold lower-case letters.
  const mls = (mlsNumber ?? '').trim()
  const board = /^\d{1,4}$/.test(boardId ?? '') ? Number(boardId) : Number.NaN
  if (!MLS_NUMBER.test(mls) || !(board >= 1)) return undefined
  return { mlsNumber: mls, boardId: board }
}

/**
 * The listing a detail address names (`/real-estate/detail/on/toronto/annex/12-x/C123/2`), read
 * without the router: after `detail`, six or seven segments whose last two are the MLS number and
 * the board (the router's two detail routes). Undefined for any other address.
 */
export function detailTargetOfPath(pathname: string, basePath: string): DetailTarget | undefined {
  if (!pathname.startsWith(`${basePath}/`)) return undefined
  const segments = pathname.slice(basePath.length + 1).split('/')
  if (segments.at(-1) === '') segments.pop()
  if (segments[0] !== 'detail' || segments.length < 7 || segments.length > 8) return undefined
  return detailTarget(segments.at(-2), segments.at(-1))
}

const SEGMENT = /^[a-z0-9][a-z0-9-]{0,79}$/

/**
 * The list page matching the start of a detail URL: /detail/{state}/{city}/{neighborhood}/…
 * leads to /list/{state}/{city}/{neighborhood}. Segments that are not plain slugs are dropped
 * from the first bad one on, so the redirect never carries anything it was not built from.
 */
export function listPathFor(segments: readonly (string | undefined)[]): string {
  const kept: string[] = []
  for (const segment of segments.slice(0, 3)) {
    const slug = (segment ?? '').trim().toLowerCase()
    if (!SEGMENT.test(slug)) break
    kept.push(slug)
  }
  return ['/list', ...kept].join('/')
}

/** The path after the base path of a splat like `on/toronto/annex/12-x`: its list page. */
export function listPathForSplat(splat: string | undefined): string {
  return listPathFor((splat ?? '').split('/').filter(Boolean))
}
