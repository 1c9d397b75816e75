import type { APIRequestContext } from '@playwright/test'
import { localServiceUrl } from './env'

export interface StandingHome {
  readonly mlsNumber: string
  readonly boardId: number
  readonly map: { readonly latitude: number; readonly longitude: number }
}

/**
 * A Toronto home with a pin of its own at street level: the dearest active detached house. Not
 * the newest listing, because the market feed the other suites advance relists homes at their
 * own spot (a stack of two), and condos share their tower's spot.
 */
export async function standingTorontoHome(request: APIRequestContext): Promise<StandingHome> {
  const response = await request.get(
    // Status and order named, as every search of the SPA does.
    `${localServiceUrl}/listings?city=Toronto&status=A&propertyType=Detached&sortBy=listPriceDesc&resultsPerPage=1&fields=mlsNumber,boardId,map`,
  )
  const { listings } = (await response.json()) as { listings: StandingHome[] }
  const [home] = listings
  if (!home) throw new Error('no active detached house in Toronto')
  return home
}
