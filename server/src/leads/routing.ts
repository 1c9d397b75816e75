import type { Language } from '../../../contract/customer'
import { listingRealtorId } from '../../../contract/listingRealtor'
import type { Realtor } from './roster'

/** What routing needs to know of a lead. */
export type LeadToRoute =
  /** A question from a listing's page: its MLS number names the page's realtor. */
  | {
      readonly kind: 'listing'
      readonly mlsNumber: string
      readonly city: string
      readonly language: Language
    }
  /** A general, buying or selling lead: by the city it names. */
  | { readonly kind: 'general'; readonly city: string; readonly language: Language }
  /** A finished pre-approval: the mortgage team. */
  | { readonly kind: 'pre-approval'; readonly language: Language }

/**
 * Where a lead goes: one realtor, or a pool of equally suited realtors (ordered by id) who take
 * such leads in turn; `pool` names the rotation, so its count is kept per kind of lead.
 */
export type Route =
  | { readonly realtor: Realtor }
  | { readonly pool: string; readonly realtors: readonly [Realtor, ...Realtor[]] }

/** City names compared as a visitor may type them: case, accents and spacing aside. */
export function cityKey(city: string): string {
  return city
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[\s-]+/g, ' ')
    .trim()
}

function nonEmpty(realtors: readonly Realtor[]): realtors is readonly [Realtor, ...Realtor[]] {
  return realtors.length > 0
}

/** Among `realtors`, those speaking `language` when any does (else all), as a named pool. */
function preferLanguage(
  realtors: readonly Realtor[],
  language: Language,
  poolPrefix: string,
): Route | undefined {
  const speakers = realtors.filter((realtor) => realtor.languages.includes(language))
  const chosen = speakers.length > 0 ? speakers : realtors
  const sorted = [...chosen].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  if (!nonEmpty(sorted)) return undefined
  return { pool: `${poolPrefix}|${speakers.length > 0 ? language : '*'}`, realtors: sorted }
}

/** By city: the sales realtors covering it, else the whole sales team; speakers first. */
function byCity(sales: readonly Realtor[], city: string, language: Language): Route | undefined {
  const key = cityKey(city)
  const covering = sales.filter((realtor) => realtor.cities.some((c) => cityKey(c) === key))
  return covering.length > 0
    ? preferLanguage(covering, language, `sales|${key}`)
    : preferLanguage(sales, language, 'sales|*')
}

/**
 * The routing rule, over the roster's realtors (inactive ones never get a lead):
 * - a listing inquiry goes to the realtor the listing's page shows, while they are active;
 * - otherwise to the sales realtors covering the lead's city (the whole sales team when none
 *   does), those speaking the visitor's language first, in turn among equals;
 * - a pre-approval goes to the mortgage team, speakers of the visitor's language first, in turn
 *   (to the sales team when the roster has no mortgage team).
 * Undefined only when the roster has no active realtor at all.
 */
export function routeLead(lead: LeadToRoute, roster: readonly Realtor[]): Route | undefined {
  const active = roster.filter((realtor) => realtor.active)
  const sales = active.filter((realtor) => realtor.team === 'sales')
  if (lead.kind === 'pre-approval') {
    const mortgage = active.filter((realtor) => realtor.team === 'mortgage')
    return mortgage.length > 0
      ? preferLanguage(mortgage, lead.language, 'mortgage')
      : preferLanguage(sales, lead.language, 'sales|*')
  }
  if (lead.kind === 'listing') {
    const id = listingRealtorId(lead.mlsNumber)
    const pageRealtor = sales.find((realtor) => realtor.id === id)
    if (pageRealtor) return { realtor: pageRealtor }
  }
  return byCity(sales, lead.city, lead.language)
}

/** The realtor whose turn it is: `turn` counts from 0 the leads the pool has handed out. */
export function realtorForTurn(route: Route, turn: number): Realtor {
  if ('realtor' in route) return route.realtor
  const index = ((turn % route.realtors.length) + route.realtors.length) % route.realtors.length
  return route.realtors[index] ?? route.realtors[0]
}
