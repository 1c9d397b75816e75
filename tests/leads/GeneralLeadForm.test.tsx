import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { GeneralLeadForm } from '../../src/features/leads'
import { expectConsoleErrors } from '../consoleErrors'
import { leadService } from '../msw/leads'
import { server } from '../msw/server'
import { renderWithProviders } from '../renderWithProviders'

async function renderForm(options: Parameters<typeof leadService>[0] = {}) {
  const service = leadService(options)
  server.use(...service.handlers)
  const view = await renderWithProviders(
    <>
      <h2 id="t">Let&apos;s get started</h2>
      <GeneralLeadForm labelledBy="t" />
    </>,
  )
  await screen.findByRole('button', { name: 'Connect with a realtor' })
  const fill = async (label: RegExp, value: string) => {
    await view.user.click(screen.getByLabelText(label))
    await view.user.paste(value)
  }
  return { ...view, ...service, fill }
}

const submit = () => screen.getByRole('button', { name: 'Connect with a realtor' })

/** The required fields, filled. */
async function fillPerson(fill: (label: RegExp, value: string) => Promise<void>) {
  await fill(/First name/, 'Priya')
  await fill(/Last name/, 'Raman')
  await fill(/Email/, 'priya@example.ca')
  await fill(/Phone/, '4165550134')
  await fill(/City/, 'Toronto')
}

describe('GeneralLeadForm', { timeout: 30_000 }, () => {
  it('masks the phone as (###) ###-####, keeps the price numeric to 9 characters with placeholder $0, and sends the general payload (buy, national phone, numeric price)', async () => {
    const { user, fill, sent } = await renderForm()
    await fill(/First name/, ' Priya ')
    await fill(/Last name/, 'Raman ')
    await fill(/Email/, 'priya@example.ca')
    await user.type(screen.getByLabelText(/Phone/), '4165550134')
    expect(screen.getByLabelText(/Phone/)).toHaveValue('(416) 555-0134')
    await fill(/City/, 'Mississauga')
    const price = screen.getByLabelText(/Budget/)
    expect(price).toHaveAttribute('placeholder', '$0')
    expect(price).toHaveAttribute('maxLength', '9')
    expect(price).toHaveAttribute('inputMode', 'numeric')
    await fill(/Budget/, '$850,000')
    expect(price).toHaveValue('850000')
    await fill(/Referral code/, 'FRIEND-2026')
    await user.click(submit())

    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument()
    expect(screen.queryByRole('form')).not.toBeInTheDocument()
    expect(sent).toEqual([
      {
        user: {
          name: { first: 'Priya', last: 'Raman' },
          email: 'priya@example.ca',
          phone: '4165550134',
        },
        property: { city: 'Mississauga', price: 850_000 },
        intent: 'buy',
        code: 'FRIEND-2026',
      },
    ])
  })

  it('names the realtor the service gave the lead to, with a number to call, and sends the page language', async () => {
    const realtor = { id: 'sophie-tremblay', name: 'Sophie Tremblay', phone: '416-555-0142' }
    const { user, fill, languages } = await renderForm({ realtor })
    await fillPerson(fill)
    await user.click(submit())

    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument()
    expect(
      screen.getByText(
        'Your details are on their way. Sophie Tremblay will contact you within one business day.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '416-555-0142' })).toHaveAttribute(
      'href',
      'tel:4165550142',
    )
    expect(languages).toEqual(['en'])
  })

  it('requires names, email, phone and city, but not the price, message or referral code', async () => {
    const { user, fill, sent } = await renderForm()
    await fill(/Email/, 'priya@example.ca')
    await user.click(submit())
    expect(await screen.findAllByText('This field is required.')).toHaveLength(4)
    expect(screen.getByLabelText(/Budget/)).toHaveAttribute('aria-invalid', 'false')
    expect(screen.getByLabelText(/Message/)).toHaveAttribute('aria-invalid', 'false')
    expect(sent).toEqual([])
  })

  it('offers buy, sell or rent: a renter sends a monthly rent and a message', async () => {
    const { user, fill, sent } = await renderForm()
    expect(screen.getByRole('radio', { name: 'Buy' })).toBeChecked()
    await user.click(screen.getByRole('radio', { name: 'Rent' }))
    const rent = screen.getByLabelText(/Monthly rent/)
    expect(screen.getByText('$100 to $50,000 a month')).toBeInTheDocument()
    await fillPerson(fill)
    await fill(/Monthly rent/, '2450')
    await fill(/Message/, 'A two-bedroom near the subway, from March.')
    expect(rent).toHaveValue('2450')
    await user.click(submit())

    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument()
    expect(sent).toEqual([
      {
        user: {
          name: { first: 'Priya', last: 'Raman' },
          email: 'priya@example.ca',
          phone: '4165550134',
        },
        property: { city: 'Toronto', price: 2_450 },
        intent: 'rent',
        message: 'A two-bedroom near the subway, from March.',
      },
    ])
  })

  it('sends a seller without a price', async () => {
    const { user, fill, sent } = await renderForm()
    await user.click(screen.getByRole('radio', { name: 'Sell' }))
    expect(screen.getByLabelText(/Your home's value/)).toHaveValue('')
    await fillPerson(fill)
    await user.click(submit())
    await screen.findByRole('heading', { name: 'Thank you!' })
    expect(sent).toEqual([
      {
        user: {
          name: { first: 'Priya', last: 'Raman' },
          email: 'priya@example.ca',
          phone: '4165550134',
        },
        property: { city: 'Toronto' },
        intent: 'sell',
      },
    ])
  })

  it.each([
    ['buy', 'Buy', /Budget/, '2450', 'Enter an amount of at least $50,000.'],
    ['rent', 'Rent', /Monthly rent/, '75000', 'Enter an amount of at most $50,000.'],
    ['rent', 'Rent', /Monthly rent/, '99', 'Enter an amount of at least $100.'],
  ])(
    'checks the price for what was chosen (%s %s): the message is on the field',
    async (_intent, choice, label, value, message) => {
      const { user, fill, sent } = await renderForm()
      await user.click(screen.getByRole('radio', { name: choice }))
      await fillPerson(fill)
      await fill(label, value)
      await user.click(submit())
      expect(await screen.findByText(message)).toBeInTheDocument()
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true')
      expect(sent).toEqual([])
    },
  )

  it('shows a refusal of the service under the field it names', async () => {
    expectConsoleErrors()
    const { user, fill, sent } = await renderForm({
      contactStatus: 400,
      contactReason: 'body/property/city must NOT have more than 100 characters',
    })
    await fillPerson(fill)
    await user.click(submit())
    expect(await screen.findByText('Use 100 characters or fewer.')).toBeInTheDocument()
    expect(screen.getByLabelText(/City/)).toHaveAttribute('aria-invalid', 'true')
    expect(sent).toHaveLength(1)
    expect(screen.queryByText('Thank you!')).not.toBeInTheDocument()
  })

  it('leaves the consent box unticked; ticked, the lead records its wording and language', async () => {
    const { user, fill, sent } = await renderForm()
    const consent = screen.getByRole('checkbox', { name: /may e-mail me new listings/ })
    expect(consent).not.toBeChecked()
    await fillPerson(fill)
    await user.click(consent)
    await user.click(submit())
    await screen.findByRole('heading', { name: 'Thank you!' })
    expect(sent[0]).toMatchObject({ consent: { wording: 'marketing-email-v1', language: 'en' } })
  })

  it.each([
    ['price below 50,000', /Budget/, '49999', 'Enter an amount of at least $50,000.'],
    ['price above 10,000,000', /Budget/, '10000001', 'Enter an amount of at most $10,000,000.'],
    ['first name over 35', /First name/, 'a'.repeat(36), 'Use 35 characters or fewer.'],
    ['last name over 35', /Last name/, 'b'.repeat(36), 'Use 35 characters or fewer.'],
    ['city over 100', /City/, 'c'.repeat(101), 'Use 100 characters or fewer.'],
    ['code over 35', /Referral code/, 'd'.repeat(36), 'Use 35 characters or fewer.'],
    [
      'code with spaces',
      /Referral code/,
      'my code',
      'Use letters and digits, with dashes between groups.',
    ],
    ['short phone', /Phone/, '416555', 'Enter a 10-digit phone number.'],
  ])(
    '%s gives its message under the field, and editing clears it',
    async (_name, label, value, message) => {
      const { user, fill, sent } = await renderForm()
      const complete: [RegExp, string][] = [
        [/First name/, 'Priya'],
        [/Last name/, 'Raman'],
        [/Email/, 'priya@example.ca'],
        [/Phone/, '4165550134'],
        [/City/, 'Toronto'],
        [/Budget/, '900000'],
      ]
      for (const [field, text] of complete) {
        if (String(field) !== String(label)) await fill(field, text)
      }
      await fill(label, value)
      await user.click(submit())
      expect(await screen.findByText(message)).toBeInTheDocument()
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true')
      expect(sent).toEqual([])
      await user.type(screen.getByLabelText(label), '{Backspace}')
      expect(screen.queryByText(message)).not.toBeInTheDocument()
    },
  )

  it('on a refused lead it cannot place, returns to idle with the input intact and says why it did not go', async () => {
    expectConsoleErrors()
    const { user, fill, sent } = await renderForm({ contactStatus: 400 })
    await fill(/First name/, 'Priya')
    await fill(/Last name/, 'Raman')
    await fill(/Email/, 'priya@example.ca')
    await fill(/Phone/, '4165550134')
    await fill(/City/, 'Toronto')
    await fill(/Budget/, '900000')
    await user.click(submit())
    expect(await screen.findByText(/some were refused/)).toBeInTheDocument()
    expect(sent).toHaveLength(1)
    expect(screen.getByLabelText(/City/)).toHaveValue('Toronto')
    expect(screen.getByLabelText(/Phone/)).toHaveValue('(416) 555-0134')
    expect(submit()).toBeEnabled()
  })

  it('shows its labels and messages in French', async () => {
    const service = leadService()
    server.use(...service.handlers)
    const { user } = await renderWithProviders(<GeneralLeadForm labelledBy="x" />, {
      language: 'fr',
    })
    await user.click(await screen.findByRole('button', { name: 'Joindre un courtier' }))
    expect(await screen.findAllByText('Ce champ est obligatoire.')).not.toHaveLength(0)
    expect(screen.getByLabelText(/Courriel/)).toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: 'Louer' }))
    expect(screen.getByLabelText(/Loyer mensuel/)).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: /peut m’envoyer par courriel/ })).not.toBeChecked()
  })
})
