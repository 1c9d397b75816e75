import { useMemo } from 'react'
import { useParams, useSearchParams } from 'react-router'
import { mapPointSegment, parseMapPoint } from '../../lib/mapPoint'
import { nameFromSlug } from '../../lib/placeSlug'

/** A listing's overlay named by the address; a board is one to four digits. */
export interface OverlayListing {
  readonly mlsNumber: string
  readonly boardId: number
}

export interface MapPlace {
  /** The address's point as the URL spells it ("{lat};{lng}"), or null. */
  readonly pointKey: string | null
  readonly zText: string | null
  /** /map/{city}: the city's slug and name. */
  readonly citySlug: string | undefined
  readonly cityName: string | undefined
  readonly neighbourhoodSlug: string | undefined
  readonly overlay: OverlayListing | undefined
}

/**
 * What the map's address names: /map, /map/{lat};{lng}?z=, /map/{city}?neighborhood= and
 * /map/{lat};{lng}/{mlsNumber}/{boardId}.
 */
export function useMapPlace(): MapPlace {
  const params = useParams()
  const [query] = useSearchParams()
  const point = parseMapPoint(params.place)
  const citySlug = params.place && !point ? params.place : undefined
  const { mlsNumber, boardId } = params
  const overlay = useMemo(
    () =>
      mlsNumber && boardId && /^\d{1,4}$/.test(boardId)
        ? { mlsNumber, boardId: Number(boardId) }
        : undefined,
    [mlsNumber, boardId],
  )
  return {
    pointKey: point ? mapPointSegment(point) : null,
    zText: query.get('z'),
    citySlug,
    cityName: citySlug ? nameFromSlug(citySlug) : undefined,
    neighbourhoodSlug: query.get('neighborhood') ?? undefined,
    overlay,
  }
}
