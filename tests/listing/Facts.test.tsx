import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { LotUnit } from '../../contract/listing'
import { useNamespace } from '../../src/app/useNamespace'
import { Facts, Rooms } from '../../src/features/listing/Facts'
import { detailStrings } from '../../src/features/listing/strings'
import { normaliseListing, type Listing } from '../../src/lib/listing/normaliseListing'
import { activeSales } from '../fixtures/listings'
import { renderWithProviders } from '../renderWithProviders'

const [sale] = activeSales
if (!sale) throw new Error('the fixtures hold no active sale')

/** A listing whose one room names its window twice, as a feed's three feature fields may. */
const home: Listing = {
  ...normaliseListing(sale),
  rooms: [
    {
      description: 'Living',
      level: 'Main',
      length: '5.25',
      width: '4.00',
      features: 'Vinyl Floor',
      features2: 'Large Window',
      features3: 'Large Window',
    },
  ],
}

/** The rooms table as the listing page renders it, with the page's strings. */
function RoomsWithStrings() {
  useNamespace('detail', detailStrings)
  return <Rooms listing={home} />
}

/** The facts as the listing page renders them, with the page's strings. */
function FactsWithStrings({ unit = 'Feet' }: { readonly unit?: LotUnit | null }) {
  useNamespace('detail', detailStrings)
  return <Facts listing={{ ...home, lot: { width: 30.5, depth: 147.25, measurement: unit } }} />
}

describe('the lot’s size', () => {
  it.each([
    { language: 'en', lot: 'Lot', size: '30.5 x 147.25 ft' },
    { language: 'fr', lot: 'Terrain', size: '30,5 x 147,25 pi' },
  ] as const)('is written with the language’s decimal mark ($language)', async (row) => {
    await renderWithProviders(<FactsWithStrings />, { language: row.language })
    const label = await screen.findByText(row.lot, { exact: true })
    expect(label.nextElementSibling).toHaveTextContent(row.size)
  })
})

describe('the lot’s unit', () => {
  it.each([
    { language: 'en', unit: 'Metres', lot: 'Lot', size: '30.5 x 147.25 m' },
    { language: 'fr', unit: 'Metres', lot: 'Terrain', size: '30,5 x 147,25 m' },
    { language: 'en', unit: null, lot: 'Lot', size: '30.5 x 147.25' },
    { language: 'fr', unit: null, lot: 'Terrain', size: '30,5 x 147,25' },
  ] as const)('is the one its board measured it in ($language, $unit)', async (row) => {
    await renderWithProviders(<FactsWithStrings unit={row.unit} />, { language: row.language })
    const label = await screen.findByText(row.lot, { exact: true })
    expect(label.nextElementSibling?.textContent).toBe(row.size)
  })
})

describe('a room’s size', () => {
  it.each([
    { language: 'en', table: 'Rooms and their sizes', size: '5.25 x 4 m' },
    { language: 'fr', table: 'Pièces et leurs dimensions', size: '5,25 x 4 m' },
  ] as const)('is written with the language’s decimal mark ($language)', async (row) => {
    await renderWithProviders(<RoomsWithStrings />, { language: row.language })
    const rooms = within(await screen.findByRole('region', { name: row.table }))
    expect(rooms.getByText(row.size, { exact: true })).toBeInTheDocument()
  })
})

describe('a room’s features', () => {
  it.each([
    { language: 'en', table: 'Rooms and their sizes', features: 'Vinyl Floor, Large Window' },
    {
      language: 'fr',
      table: 'Pièces et leurs dimensions',
      features: 'Plancher de vinyle, Grande fenêtre',
    },
  ] as const)('name each feature once ($language)', async ({ language, table, features }) => {
    await renderWithProviders(<RoomsWithStrings />, { language })
    const rooms = within(await screen.findByRole('region', { name: table }))
    // Once in the features column, once under the room's name for a phone.
    expect(rooms.getAllByText(features, { exact: true })).toHaveLength(2)
  })
})

/** The facts of a guest's copy of a withheld home: the service sends no taxes. */
function GuestCopyFactsWithStrings() {
  useNamespace('detail', detailStrings)
  return <Facts listing={normaliseListing({ ...sale, taxes: null })} />
}

describe('a withheld home’s facts for a guest', () => {
  it.each([
    { language: 'en', taxes: 'Taxes' },
    { language: 'fr', taxes: 'Taxes' },
  ] as const)('leave out what the service withholds ($language)', async (row) => {
    await renderWithProviders(<GuestCopyFactsWithStrings />, { language: row.language })
    expect(await screen.findByText(sale.mlsNumber, { exact: true })).toBeInTheDocument()
    expect(screen.queryByText(row.taxes, { exact: true })).not.toBeInTheDocument()
  })
})
