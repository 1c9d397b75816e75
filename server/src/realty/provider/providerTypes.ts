/**
 * The listing provider's answers as its published types describe them (api-types.ts
 * `types/listings.ts` and `types/v2/listings.ts`), for both listing response versions. Every
 * field is optional because `fields=` may leave any out; a number may arrive as a string, and
 * an empty value as "" or null. Nothing here is trusted: normalise.ts reads it field by field.
 */
import type { NumberLike } from '../../../../contract/listingValues'

export type { NumberLike }

export interface ProviderRoom {
  readonly description?: string | null
  readonly features?: string | null
  readonly features2?: string | null
  readonly features3?: string | null
  readonly length?: string | null
  readonly width?: string | null
  readonly level?: string | null
}

export interface ProviderListing {
  readonly mlsNumber?: string
  readonly boardId?: number
  readonly status?: string
  readonly class?: string
  readonly type?: string
  /** "5961.00" in both versions. */
  readonly listPrice?: NumberLike
  readonly listDate?: string | null
  readonly lastStatus?: string
  /** "0.00" or 0 when unsold. */
  readonly soldPrice?: NumberLike
  readonly soldDate?: string | null
  readonly originalPrice?: NumberLike
  readonly daysOnMarket?: NumberLike
  readonly updatedOn?: string | null
  readonly images?: readonly string[] | null
  readonly photoCount?: NumberLike
  readonly address?: Readonly<Record<string, string | null | undefined>> | null
  readonly map?: {
    readonly latitude?: NumberLike
    readonly longitude?: NumberLike
    readonly point?: string | null
  } | null
  readonly permissions?: Readonly<Record<string, string | null | undefined>> | null
  readonly details?: Readonly<Record<string, unknown>> | null
  readonly lot?: Readonly<Record<string, NumberLike | undefined>> | null
  readonly taxes?: {
    readonly annualAmount?: NumberLike
    readonly assessmentYear?: NumberLike
  } | null
  readonly condominium?: {
    readonly fees?: { readonly maintenance?: NumberLike } | null
  } | null
  /** An object keyed "1".."n" in version 1, an array in version 2. */
  readonly rooms?: Readonly<Record<string, ProviderRoom>> | readonly ProviderRoom[] | null
  readonly office?: { readonly brokerageName?: string | null } | null
  readonly timestamps?: Readonly<Record<string, string | null | undefined>> | null
}

export interface ProviderCluster {
  readonly count: number
  readonly location: { readonly latitude: NumberLike; readonly longitude: NumberLike }
  readonly bounds: {
    readonly top_left: { readonly latitude: NumberLike; readonly longitude: NumberLike }
    readonly bottom_right: { readonly latitude: NumberLike; readonly longitude: NumberLike }
  }
  readonly listing?: ProviderListing
}

export interface ProviderSearchResponse {
  readonly page: number
  readonly numPages: number
  readonly pageSize: number
  readonly count: number
  readonly listings: readonly ProviderListing[]
  readonly statistics?: Readonly<Record<string, unknown>>
  readonly aggregates?: Readonly<Record<string, unknown>> & {
    readonly map?: { readonly clusters?: readonly ProviderCluster[] }
  }
}

export interface ProviderLocation {
  readonly locationId: string
  readonly name: string
  readonly type: string
  readonly map: {
    readonly latitude: NumberLike
    readonly longitude: NumberLike
    readonly boundary?: readonly (readonly (readonly [number, number])[])[] | null
  }
  readonly address: Readonly<Record<string, string | undefined>>
}

export interface ProviderLocationsResponse {
  readonly page?: number
  readonly numPages?: number
  readonly pageSize?: number
  readonly count?: number
  readonly locations: readonly ProviderLocation[]
}

export interface ProviderSimilarResponse {
  readonly similar: readonly ProviderListing[]
}

export interface ProviderHistoryResponse {
  readonly history: readonly ProviderListing[]
}

/** The provider's error body: arrays of `{ param, msg }`. */
export type ProviderErrorBody = readonly (readonly { param?: string; msg?: string }[])[]
