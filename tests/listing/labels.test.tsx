import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useNamespace } from '../../src/app/useNamespace'
import { BoardNotice } from '../../src/features/listing/BoardNotice'
import { Overview } from '../../src/features/listing/Facts'
import { detailStrings } from '../../src/features/listing/strings'
import { normaliseListing, type Listing } from '../../src/lib/listing/normaliseListing'
import { activeSales } from '../fixtures/listings'
import { renderWithProviders } from '../renderWithProviders'

const [sale] = activeSales
if (!sale) throw new Error('the fixtures hold no active sale')

const home: Listing = (() => {
  const listing = normaliseListing(sale)
  return { ...listing, details: { ...listing.details, extras: 'Fridge, Stove' } }
})()
const notice = { poweredBy: 'Powered by a board', disclaimer: 'Deemed reliable.' }

/** The overview and the board's notice as the listing page renders them, with its strings. */
function LabelledParts() {
  useNamespace('detail', detailStrings)
  return (
    <>
      <Overview listing={home} />
      <BoardNotice notice={notice} />
    </>
  )
}

describe('the listing page’s inline labels', () => {
  it.each([
    { language: 'en', extras: 'Extras:', disclaimer: 'Disclaimer:' },
    // French sets a space before a colon, a no-break one so the colon never starts a line.
    { language: 'fr', extras: 'Inclusions\u00a0:', disclaimer: 'Avis\u00a0:' },
  ] as const)('end with the colon as $language writes it', async ({ language, ...labels }) => {
    await renderWithProviders(<LabelledParts />, { language })
    const exact = { normalizer: (text: string) => text.trim() }
    expect(await screen.findByText(labels.extras, exact)).toBeInTheDocument()
    expect(screen.getByText(labels.disclaimer, exact)).toBeInTheDocument()
  })
})
