import type { AlertFrequency, HomeChange, Language } from '../../../contract/customer'
import type { OutboxKind } from '../db/customerSchema'
import type { WatchedState } from './alertListing'

/** The rows the alert job reads and writes (alertStore.ts). */

export interface ListingRef {
  readonly mlsNumber: string
  readonly boardId: number
}

export interface DueSearch {
  readonly id: number
  readonly customerSub: string
  readonly path: string
  readonly polygon: [number, number][] | null
  readonly frequency: AlertFrequency
  readonly cursor: string
  /** The search's count of recorded runs: its run records only while the count holds. */
  readonly runVersion: number
  /** False when the customer turned e-mail notifications off, or the search is off. */
  readonly sends: boolean
}

export interface WatchedHome {
  readonly id: number
  readonly customerSub: string
  readonly watched: WatchedState
}

/** What a run decided for one saved home; a relisted one moves to its new listing. */
export interface HomeRun {
  readonly id: number
  readonly state: WatchedState
  readonly change: HomeChange | undefined
  readonly relisted?: { readonly from: ListingRef; readonly to: ListingRef }
}

export interface OutboxRow {
  readonly id: number
  /** The alert's customer; null for a lead's or an application's e-mail. */
  readonly customerSub: string | null
  readonly searchId: number | null
  readonly leadId: number | null
  readonly applicationId: number | null
  readonly kind: OutboxKind
  readonly payload: string
  readonly attempts: number
}

export interface Recipient {
  readonly email: string
  readonly givenName: string
  readonly language: Language
  readonly notifications: boolean
}

/** A listing's key in the job's maps: its MLS number and board. */
export const listingKey = (mlsNumber: string, boardId: number) => `${mlsNumber}|${String(boardId)}`
