import { describe, expect, it } from 'vitest'
import { LISTING_REALTOR_IDS, listingRealtorId } from '../../../contract/listingRealtor'
import { CITIES } from '../../src/data/geography/cities'
import { DEFAULT_ROSTER_FILE, readRoster, type Realtor } from '../../src/leads/roster'
import { cityKey, realtorForTurn, routeLead, type LeadToRoute } from '../../src/leads/routing'

const realtor = (id: string, fields: Partial<Realtor> = {}): Realtor => ({
  id,
  name: id,
  email: `${id}@homewise.ca`,
  phone: '416-555-0100',
  photoUrl: null,
  languages: ['en'],
  cities: [],
  team: 'sales',
  active: true,
  ...fields,
})

// The page's realtor for C5001234 by the shared rule, made a Toronto anglophone here.
const pageId = listingRealtorId('C5001234')
const roster: readonly Realtor[] = [
  realtor(pageId, { cities: ['Toronto'] }),
  realtor('ana', { cities: ['Toronto'], languages: ['en', 'fr'] }),
  realtor('bea', { cities: ['Toronto', 'Ajax'], languages: ['fr'] }),
  realtor('cal', { cities: ['Toronto', 'Mississauga'] }),
  realtor('dee', { cities: ['Mississauga'] }),
  realtor('eve', { cities: ['Oakville'], languages: ['fr'], active: false }),
  realtor('mia', { team: 'mortgage', languages: ['en'] }),
  realtor('noe', { team: 'mortgage', languages: ['en', 'fr'] }),
]

const ids = (route: ReturnType<typeof routeLead>) =>
  route && ('realtor' in route ? route.realtor.id : route.realtors.map(({ id }) => id).join(','))
const pool = (route: ReturnType<typeof routeLead>) =>
  route && 'pool' in route ? route.pool : undefined

describe('routeLead: who a lead goes to', () => {
  const cases: [string, LeadToRoute, readonly Realtor[], string | undefined, string | undefined][] =
    [
      [
        "a listing inquiry: the listing page's realtor, whatever the language",
        { kind: 'listing', mlsNumber: 'C5001234', city: 'Toronto', language: 'fr' },
        roster,
        pageId,
        undefined,
      ],
      [
        "a listing inquiry whose page realtor left: the listing's city, speakers first",
        { kind: 'listing', mlsNumber: 'C5001234', city: 'Toronto', language: 'fr' },
        roster.map((r) => (r.id === pageId ? { ...r, active: false } : r)),
        'ana,bea',
        'sales|toronto|fr',
      ],
      [
        'a French visitor in Toronto: the French-speaking Toronto realtors, in turn',
        { kind: 'general', city: 'Toronto', language: 'fr' },
        roster,
        'ana,bea',
        'sales|toronto|fr',
      ],
      [
        'an English visitor in Toronto: every English-speaking Toronto realtor',
        { kind: 'general', city: 'Toronto', language: 'en' },
        roster,
        [pageId, 'ana', 'cal'].sort().join(','),
        'sales|toronto|en',
      ],
      [
        'a city typed otherwise (case, spaces) is the same city',
        { kind: 'general', city: '  mississauga ', language: 'en' },
        roster,
        'cal,dee',
        'sales|mississauga|en',
      ],
      [
        'a French visitor where nobody speaks French: the city realtors all the same',
        { kind: 'general', city: 'Mississauga', language: 'fr' },
        roster,
        'cal,dee',
        'sales|mississauga|*',
      ],
      [
        "an English visitor where only a francophone covers: that realtor (no one else's city)",
        { kind: 'general', city: 'Ajax', language: 'en' },
        roster,
        'bea',
        'sales|ajax|*',
      ],
      [
        'a city only an inactive realtor covers: the whole active sales team, speakers first',
        { kind: 'general', city: 'Oakville', language: 'fr' },
        roster,
        'ana,bea',
        'sales|*|fr',
      ],
      [
        'a city nobody covers, in English: the whole English-speaking sales team',
        { kind: 'general', city: 'Kingston', language: 'en' },
        roster,
        [pageId, 'ana', 'cal', 'dee'].sort().join(','),
        'sales|*|en',
      ],
      [
        'a pre-approval in French: the mortgage team, its French speaker',
        { kind: 'pre-approval', language: 'fr' },
        roster,
        'noe',
        'mortgage|fr',
      ],
      [
        'a pre-approval in English: the whole mortgage team in turn',
        { kind: 'pre-approval', language: 'en' },
        roster,
        'mia,noe',
        'mortgage|en',
      ],
      [
        'a pre-approval with no mortgage team: the sales team',
        { kind: 'pre-approval', language: 'fr' },
        roster.filter((r) => r.team === 'sales'),
        'ana,bea',
        'sales|*|fr',
      ],
      [
        'no active realtor at all: nobody',
        { kind: 'general', city: 'Toronto', language: 'en' },
        roster.map((r) => ({ ...r, active: false })),
        undefined,
        undefined,
      ],
    ]

  it.each(cases)('%s', (_name, lead, team, expected, expectedPool) => {
    const route = routeLead(lead, team)
    expect(ids(route)).toBe(expected)
    expect(pool(route)).toBe(expectedPool)
  })
})

describe('realtorForTurn: round-robin among equals', () => {
  const route = routeLead({ kind: 'general', city: 'Toronto', language: 'fr' }, roster)
  it.each([
    [0, 'ana'],
    [1, 'bea'],
    [2, 'ana'],
    [41, 'bea'],
  ])('turn %i goes to %s', (turn, id) => {
    expect(route && realtorForTurn(route, turn).id).toBe(id)
  })

  it('gives a single realtor every turn', () => {
    const single = routeLead(
      { kind: 'listing', mlsNumber: 'C5001234', city: 'Toronto', language: 'en' },
      roster,
    )
    expect(single && realtorForTurn(single, 7).id).toBe(pageId)
  })
})

describe('cityKey', () => {
  it.each([
    ['Toronto', 'toronto'],
    [' Richmond  Hill ', 'richmond hill'],
    ['Richmond-Hill', 'richmond hill'],
    ['Montréal', 'montreal'],
  ])('%j is %j', (city, key) => {
    expect(cityKey(city)).toBe(key)
  })
})

describe('the roster shipped with the service', () => {
  const shipped = readRoster(DEFAULT_ROSTER_FILE)
  const active = shipped.filter((r) => r.active)

  it('has every realtor the listing pages show, active, on the sales team', () => {
    for (const id of LISTING_REALTOR_IDS) {
      expect(active.find((r) => r.id === id)).toMatchObject({ team: 'sales' })
    }
  })

  it.each(CITIES.map((city) => city.name))('covers %s, with a French-speaking realtor', (city) => {
    const covering = active.filter((r) => r.team === 'sales' && r.cities.includes(city))
    expect(covering.length).toBeGreaterThan(0)
    expect(covering.some((r) => r.languages.includes('fr'))).toBe(true)
  })

  it('has a mortgage team', () => {
    expect(active.filter((r) => r.team === 'mortgage').length).toBeGreaterThan(0)
  })
})
