import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ListingLeadForm } from '../../src/features/leads'
import { streetLine } from '../../src/features/listingCard'
import { expectConsoleErrors } from '../consoleErrors'
import { activeSales, fixtureListings } from '../fixtures/listings'
import { leadService } from '../msw/leads'
import { server } from '../msw/server'
import { renderWithProviders } from '../renderWithProviders'

const listing = activeSales.find(
  (sale) => sale.listPrice >= 50_000 && sale.listPrice <= 10_000_000,
)!
const lease = fixtureListings.find((home) => home.status === 'A' && home.type === 'Lease')!

async function renderForm(
  options: Parameters<typeof leadService>[0] = {},
  home: typeof listing = listing,
) {
  const service = leadService(options)
  server.use(...service.handlers)
  const view = await renderWithProviders(<ListingLeadForm listing={home} />)
  return { ...view, ...service }
}

/** Types into a field the fast way: focus it, then paste, as a visitor filling from a password manager. */
async function fill(
  user: Awaited<ReturnType<typeof renderForm>>['user'],
  label: RegExp,
  value: string,
) {
  await user.click(screen.getByLabelText(label))
  await user.paste(value)
}

async function schemaLoaded() {
  await screen.findByRole('button', { name: 'Send to a realtor' })
}

// Typing through MUI text fields on a shared, busy machine takes seconds.
describe('ListingLeadForm', { timeout: 30_000 }, () => {
  it('sends the listing payload: national phone, the MLS number as code, board, city, address and price', async () => {
    const { user, sent } = await renderForm()
    await schemaLoaded()
    await fill(user, /First name/, '  Amélie ')
    await fill(user, /Last name/, ' Tremblay  ')
    await fill(user, /Email/, 'amelie@example.ca')
    await fill(user, /Phone/, '+1 416 555 0134')
    await fill(user, /Message/, 'Is the parking included?')
    await user.click(screen.getByRole('button', { name: 'Send to a realtor' }))

    // The thanks take the focus in an effect, which can run just after the heading is found.
    const thanks = await screen.findByRole('heading', { name: 'Thank you!' })
    await waitFor(() => {
      expect(thanks).toHaveFocus()
    })
    expect(screen.queryByRole('form')).not.toBeInTheDocument()
    expect(screen.queryByLabelText(/First name/)).not.toBeInTheDocument()
    expect(sent).toEqual([
      {
        user: {
          name: { first: 'Amélie', last: 'Tremblay' },
          email: 'amelie@example.ca',
          phone: '4165550134',
        },
        property: {
          city: listing.address.city,
          address: streetLine(listing),
          price: listing.listPrice,
        },
        intent: 'buy',
        code: listing.mlsNumber,
        boardId: listing.boardId,
        message: 'Is the parking included?',
      },
    ])
  })

  it("sends a renter's lead from a lease listing, with its monthly rent as the price", async () => {
    expect(lease.listPrice).toBeLessThan(50_000)
    const { user, sent } = await renderForm({}, lease)
    await schemaLoaded()
    await fill(user, /First name/, 'Noor')
    await fill(user, /Last name/, 'Haddad')
    await fill(user, /Email/, 'noor@example.ca')
    await fill(user, /Phone/, '4165550177')
    await fill(user, /Message/, 'Are pets allowed?')
    await user.click(screen.getByRole('button', { name: 'Send to a realtor' }))

    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument()
    expect(sent).toEqual([
      {
        user: {
          name: { first: 'Noor', last: 'Haddad' },
          email: 'noor@example.ca',
          phone: '4165550177',
        },
        property: { city: lease.address.city, address: streetLine(lease), price: lease.listPrice },
        intent: 'rent',
        code: lease.mlsNumber,
        boardId: lease.boardId,
        message: 'Are pets allowed?',
      },
    ])
  })

  it('shows a refusal of the service under the field it names, and one it cannot place above the button', async () => {
    expectConsoleErrors()
    const { user, sent } = await renderForm(
      { contactStatus: 400, contactReason: 'body/user/email must match pattern "^x$"' },
      lease,
    )
    await schemaLoaded()
    await fill(user, /First name/, 'Noor')
    await fill(user, /Last name/, 'Haddad')
    await fill(user, /Email/, 'noor@example.ca')
    await fill(user, /Phone/, '4165550177')
    await user.click(screen.getByRole('button', { name: 'Send to a realtor' }))
    expect(
      await screen.findByText('Enter an email address like name@example.com.'),
    ).toBeInTheDocument()
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true')
    expect(sent).toHaveLength(1)
  })

  it('records consent only when its box is ticked', async () => {
    const { user, sent } = await renderForm({}, lease)
    await schemaLoaded()
    const consent = screen.getByRole('checkbox', { name: /may e-mail me new listings/ })
    expect(consent).not.toBeChecked()
    await fill(user, /First name/, 'Noor')
    await fill(user, /Last name/, 'Haddad')
    await fill(user, /Email/, 'noor@example.ca')
    await fill(user, /Phone/, '4165550177')
    await user.click(consent)
    await user.click(screen.getByRole('button', { name: 'Send to a realtor' }))
    await screen.findByRole('heading', { name: 'Thank you!' })
    expect(sent[0]).toMatchObject({ consent: { wording: 'marketing-email-v1', language: 'en' } })
  })

  it('defaults the phone input to Canada, leaves the empty message out, and formats the number on leaving the field', async () => {
    const { user, sent } = await renderForm()
    await schemaLoaded()
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveTextContent('Canada (+1)')
    expect(screen.getByLabelText(/Message/)).toHaveAttribute('rows', '2')
    await fill(user, /First name/, 'Sam')
    await fill(user, /Last name/, 'Lee')
    await fill(user, /Email/, 'sam@example.com')
    await fill(user, /Phone/, '6475550199')
    await user.tab()
    expect(screen.getByLabelText(/Phone/)).toHaveValue('(647) 555-0199')
    await user.click(screen.getByRole('button', { name: 'Send to a realtor' }))
    await screen.findByText('Thank you!')
    expect(sent).toHaveLength(1)
    expect(sent[0]).not.toHaveProperty('message')
    expect(sent[0]).toMatchObject({ user: { phone: '6475550199' } })
  })

  it("shows every required field's message on the first submit of an empty form, and sends nothing", async () => {
    const { user, sent } = await renderForm()
    await schemaLoaded()
    await user.click(screen.getByRole('button', { name: 'Send to a realtor' }))
    // First name, last name, email and phone: all four at once.
    expect(await screen.findAllByText('This field is required.')).toHaveLength(4)
    for (const label of [/First name/, /Last name/, /Email/, /Phone/]) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true')
    }
    expect(screen.getByLabelText(/Message/)).toHaveAttribute('aria-invalid', 'false')
    // The first field in the form's order takes the focus.
    expect(screen.getByLabelText(/First name/)).toHaveFocus()
    expect(sent).toEqual([])
  })

  it('flags a bad email with the other fields and sends nothing', async () => {
    const { user, sent } = await renderForm()
    await schemaLoaded()
    await fill(user, /First name/, 'Amélie')
    await fill(user, /Last name/, 'Roy')
    await fill(user, /Phone/, '647 555 0199')
    await fill(user, /Email/, 'amelie@example')
    await user.click(screen.getByRole('button', { name: 'Send to a realtor' }))
    expect(
      await screen.findByText('Enter an email address like name@example.com.'),
    ).toBeInTheDocument()
    expect(screen.queryByText('This field is required.')).not.toBeInTheDocument()
    expect(screen.getByLabelText(/Email/)).toHaveFocus()
    expect(sent).toEqual([])
  })

  it('shows per-field messages, and editing a field clears its own error only', async () => {
    const { user, sent } = await renderForm()
    await schemaLoaded()
    await fill(user, /Email/, 'sam@example.com')
    await fill(user, /Phone/, '123')
    await fill(user, /Message/, 'x'.repeat(501))
    await user.click(screen.getByRole('button', { name: 'Send to a realtor' }))
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2)
    expect(screen.getByText('Enter a 10-digit phone number.')).toBeInTheDocument()
    expect(screen.getByText('Use 500 characters or fewer.')).toBeInTheDocument()
    await fill(user, /First name/, 'S')
    expect(screen.getAllByText('This field is required.')).toHaveLength(1)
    expect(screen.getByText('Enter a 10-digit phone number.')).toBeInTheDocument()
    expect(sent).toEqual([])
  })

  it('keeps the submit button busy until the schema has loaded', async () => {
    let release: () => void = () => undefined
    const schemaGate = new Promise<void>((resolve) => {
      release = resolve
    })
    const { sent } = await renderForm({ schemaGate })
    const busy = screen.getByRole('button', { name: /Loading the form/ })
    expect(busy).toBeDisabled()
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    fireEvent.submit(busy.closest('form')!)
    await waitFor(() => {
      expect(warnings).toHaveBeenCalledWith(
        'The form schema has not loaded yet; the lead was not sent.',
      )
    })
    expect(sent).toEqual([])
    release()
    expect(await screen.findByRole('button', { name: 'Send to a realtor' })).toBeEnabled()
  })

  it("logs 'There has been an error at (getSchema).' and notifies once when the schema cannot load", async () => {
    expectConsoleErrors()
    const errors = vi.spyOn(console, 'error')
    const { store } = await renderForm({ metaStatus: 503 })
    await waitFor(() => {
      expect(store.getState().notifications.items).toHaveLength(1)
    })
    expect(store.getState().notifications.items[0]).toMatchObject({
      message: 'notifications.formSchema',
      severity: 'error',
    })
    expect(errors).toHaveBeenCalledWith(
      'There has been an error at (getSchema).',
      expect.anything(),
    )
    expect(screen.getByRole('button', { name: 'Send to a realtor' })).toBeDisabled()
    expect(screen.getByText(/This form is unavailable right now/)).toBeInTheDocument()
  })

  it('while sending: spinner, inputs disabled, a second submit sends nothing more; a non-200 returns to idle with the input intact and a visible error', async () => {
    expectConsoleErrors()
    let release: () => void = () => undefined
    const contactGate = new Promise<void>((resolve) => {
      release = resolve
    })
    const { user, sent } = await renderForm({ contactGate, contactStatus: 500 })
    await schemaLoaded()
    await fill(user, /First name/, 'Sam')
    await fill(user, /Last name/, 'Lee')
    await fill(user, /Email/, 'sam@example.com')
    await fill(user, /Phone/, '6475550199')
    await user.click(screen.getByRole('button', { name: 'Send to a realtor' }))

    const busy = await screen.findByRole('button', { name: /Sending/ })
    expect(busy).toBeDisabled()
    expect(screen.getByRole('progressbar')).toBeInTheDocument()
    expect(screen.getByLabelText(/First name/)).toBeDisabled()
    fireEvent.submit(busy.closest('form')!)
    release()

    expect(await screen.findByText(/we could not send your details/)).toBeInTheDocument()
    expect(sent).toHaveLength(1)
    expect(screen.getByRole('button', { name: 'Send to a realtor' })).toBeEnabled()
    expect(screen.getByLabelText(/First name/)).toHaveValue('Sam')
    expect(screen.getByLabelText(/Email/)).toHaveValue('sam@example.com')
    expect(screen.queryByText('Thank you!')).not.toBeInTheDocument()
  })
})
