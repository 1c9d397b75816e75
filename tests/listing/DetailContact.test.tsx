import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { realtorForListing } from '../../src/features/listing/AgentCard'
import { realtors } from '../../src/features/team'
import { detailPath } from '../../src/lib/addressSlug'
import { expectConsoleErrors } from '../consoleErrors'
import { leadService } from '../msw/leads'
import { detailHandlers } from '../msw/detailHandlers'
import { server } from '../msw/server'
import { renderWithProviders } from '../renderWithProviders'
import { phoneScreen, wideScreen } from '../screens'
import { clearCookies, sale } from './detailFixtures'

// The location map is the map screen's adapter, tested on its own (LocationMap.test); here a
// fake stands in, as jsdom has no layout or canvas for Leaflet.
vi.mock('../../src/features/map/MapViewAdapter', async () => {
  const { FakeMapView } = await import('../map/fakeMapView')
  return { MapViewAdapter: FakeMapView }
})

afterEach(clearCookies)

const agent = realtorForListing(realtors, sale.mlsNumber)!
const agentFirst = agent.title.split(' ')[0]!

describe('Contact Realtor', { timeout: 60_000 }, () => {
  async function openContact(service: ReturnType<typeof leadService>) {
    server.use(...service.handlers, ...detailHandlers())
    const view = await renderWithProviders(undefined, { route: detailPath(sale) })
    await view.user.click((await screen.findAllByRole('button', { name: 'Get More Details' }))[0]!)
    const dialog = await screen.findByRole('dialog', { name: `Contact ${agentFirst}` })
    await within(dialog).findByRole('button', { name: 'Send to a realtor' })
    const fill = async (label: RegExp, value: string) => {
      await view.user.click(within(dialog).getByLabelText(label))
      await view.user.paste(value)
    }
    await fill(/First name/, ' Ana ')
    await fill(/Last name/, 'Silva')
    await fill(/Email/, 'ana@example.ca')
    await fill(/Phone/, '416 226 1234')
    await view.user.click(within(dialog).getByRole('button', { name: 'Send to a realtor' }))
    return dialog
  }

  it('sends the lead with this listing and shows the thumbs-up', async () => {
    const service = leadService()
    const dialog = await openContact(service)
    expect(await within(dialog).findByText('Thank you!')).toBeInTheDocument()
    // The confirmation names the realtor the visitor chose to contact.
    expect(
      within(dialog).getByText(
        `Your details are on their way. ${agentFirst} will contact you within one business day.`,
      ),
    ).toBeInTheDocument()
    expect(service.sent).toEqual([
      {
        user: {
          name: { first: 'Ana', last: 'Silva' },
          email: 'ana@example.ca',
          phone: '4162261234',
        },
        property: {
          city: sale.address.city,
          address: expect.stringContaining(sale.address.streetName) as unknown,
          price: sale.listPrice,
        },
        intent: 'buy',
        code: sale.mlsNumber,
        boardId: sale.boardId,
      },
    ])
  })

  it('shows the summary and the agent in a side panel on a wide screen, with no bottom bar', async () => {
    server.use(...detailHandlers())
    await renderWithProviders(undefined, { route: detailPath(sale) })
    const panel = await screen.findByRole('complementary', { name: 'Listing summary' })
    expect(within(panel).getByRole('heading', { level: 1 })).toHaveTextContent(
      sale.address.streetNumber,
    )
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.queryByRole('group', { name: 'Contact and call' })).not.toBeInTheDocument()
  })

  it('opens from the bottom action bar on a phone, whose Call button dials the page agent', async () => {
    phoneScreen()
    onTestFinished(wideScreen)
    server.use(...detailHandlers())
    const { user } = await renderWithProviders(undefined, { route: detailPath(sale) })
    const bar = await screen.findByRole('group', { name: 'Contact and call' })
    expect(await within(bar).findByRole('link', { name: /^Call / })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+1\d{10}$/),
    )
    await user.click(within(bar).getByRole('button', { name: 'Contact' }))
    expect(await screen.findByRole('dialog', { name: `Contact ${agentFirst}` })).toBeInTheDocument()
  })

  it('shows the same realtor on every load of the same listing', async () => {
    server.use(...detailHandlers())
    for (let load = 0; load < 2; load += 1) {
      const view = await renderWithProviders(undefined, { route: detailPath(sale) })
      const card = await screen.findByRole('complementary', { name: 'Questions about this home?' })
      expect(within(card).getByText(agent.title)).toBeInTheDocument()
      expect(within(card).getByRole('button', { name: `Contact ${agentFirst}` })).toBeVisible()
      view.unmount()
    }
  })

  it('keeps what was typed and says the lead did not go when the service refuses it', async () => {
    expectConsoleErrors()
    const dialog = await openContact(leadService({ contactStatus: 500 }))
    expect(
      await within(dialog).findByText(/Sorry, we could not send your details/),
    ).toBeInTheDocument()
    expect(within(dialog).getByLabelText(/Last name/)).toHaveValue('Silva')
    expect(within(dialog).queryByText('Thank you!')).not.toBeInTheDocument()
  })
})
