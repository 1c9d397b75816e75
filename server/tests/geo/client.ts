import { expect } from 'vitest'
import type { GeocodeResponse, GeocodeResult, PredictionsResponse } from '../../../contract/geo'
import type { TestServer } from '../helpers'

/** The geo calls as the SPA's keyless maps adapter makes them, over real HTTP. */
export function geoClient(server: TestServer) {
  const get = async (path: string, params: Record<string, string>) => {
    const response = await fetch(
      `${server.baseUrl}${path}?${new URLSearchParams(params).toString()}`,
    )
    return { status: response.status, body: (await response.json()) as unknown }
  }
  const ok = async <T>(path: string, params: Record<string, string>): Promise<T> => {
    const { status, body } = await get(path, params)
    expect(status, JSON.stringify(body)).toBe(200)
    return body as T
  }
  return {
    get,
    predictions: (input: string, params: Record<string, string> = { components: 'country:ca' }) =>
      ok<PredictionsResponse>('/geo/predictions', { input, ...params }),
    geocode: (params: Record<string, string>) => ok<GeocodeResponse>('/geo/geocode', params),
    /** The 4xx message for a call that must be refused. */
    refused: async (path: string, params: Record<string, string>, status = 400) => {
      const response = await get(path, params)
      expect(response.status, JSON.stringify(response.body)).toBe(status)
      return (response.body as { message: string }).message
    },
  }
}

/** A result's component of a type, as the SPA looks them up. */
export function component(result: GeocodeResult | undefined, type: string) {
  return result?.address_components.find((part) => part.types.includes(type))
}
