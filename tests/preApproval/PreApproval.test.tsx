// @vitest-environment-options {"url":"https://localhost/real-estate/"}
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { cognito } from '../msw/cognito'
import { application, applicationService, completeFields } from '../msw/preApproval'
import { server } from '../msw/server'
import { renderWithProviders } from '../renderWithProviders'
import { choose, form, save, signIn, signOut } from './flowHelpers'

afterEach(signOut)

/** A signed-in customer on application 8's price step ($600,000 with $120,000 down), and its fields. */
async function openPriceStep() {
  await signIn()
  const service = applicationService({ applications: [application(8)] })
  server.use(...service.handlers)
  const { user } = await renderWithProviders(undefined, { route: '/pre-approval/8?step=price' })
  const step = await form('Price')
  const field = (name: string) => within(step).getByRole('textbox', { name })
  return {
    service,
    user,
    step,
    total: field('Purchase price'),
    cash: field('Down payment'),
    percent: field('Down payment (%)'),
  }
}

describe('pre-approval flow', { timeout: 60_000 }, () => {
  it('shows every required message on the applicant step, then POSTs with the user-id header and moves on', async () => {
    await signIn()
    const service = applicationService()
    server.use(...service.handlers)
    const { user, router } = await renderWithProviders(undefined, { route: '/pre-approval' })
    // Until the session is known the guest's form is drawn; then the customer's, prefilled.
    await waitFor(() => {
      expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('amira@example.ca')
    })
    const step = await form('Applicant')
    expect(within(step).queryByLabelText('Password')).toBeNull()
    await user.clear(within(step).getByRole('textbox', { name: 'First name' }))
    await save(user)
    for (const message of [
      'First name is required',
      'Phone is required',
      'Birth month is required',
      'Birth day is required',
      'Birth year is required',
      'Marital status is required',
      'Citizenship is required',
    ]) {
      expect(within(step).getByText(message)).toBeInTheDocument()
    }
    expect(service.state.calls).toEqual([])

    await user.type(within(step).getByRole('textbox', { name: 'First name' }), 'Amira')
    await user.type(within(step).getByRole('textbox', { name: 'Phone' }), '416 555 013')
    await save(user)
    expect(within(step).getByText('Enter a 10-digit phone number.')).toBeInTheDocument()
    await user.type(within(step).getByRole('textbox', { name: 'Phone' }), '4')
    await choose(user, 'Month', 'March')
    await user.type(within(step).getByRole('textbox', { name: 'Day' }), '30')
    await user.type(within(step).getByRole('textbox', { name: 'Year' }), '1988')
    await choose(user, 'Marital status', 'Common-law')
    await choose(user, 'Citizenship', 'Permanent resident')
    await save(user)

    await screen.findByRole('form', { name: 'Co-applicant' })
    expect(router.state.location.pathname).toBe('/pre-approval/101')
    expect(router.state.location.search).toBe('?step=coApplicant')
    expect(service.state.calls).toEqual([
      {
        method: 'POST',
        path: '/application',
        userId: 'sub-amira@example.ca',
        body: {
          applicant: {
            firstName: 'Amira',
            lastName: 'Haddad',
            email: 'amira@example.ca',
            phone: '4165550134',
            dob: { month: 3, day: 30, year: 1988 },
            maritalStatus: 'common_law',
            citizenStatus: 'permanent_resident',
          },
        },
      },
    ])
  })

  it("keeps what a customer typed before the session was known when the customer's form is drawn", async () => {
    await signIn()
    server.use(...applicationService().handlers)
    await renderWithProviders(undefined, { route: '/pre-approval' })
    // Typed into the form drawn first, before the session is known.
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone' }), {
      target: { value: '416 555 0100' },
    })
    await waitFor(() => {
      expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('amira@example.ca')
    })
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('416 555 0100')
  })

  it('a guest gets password fields and a sign-in link that comes back here', async () => {
    server.use(cognito().handler)
    await renderWithProviders(undefined, { route: '/pre-approval' })
    const step = await form('Applicant')
    expect(within(step).getByLabelText(/^Password/)).toBeInTheDocument()
    expect(within(step).getByLabelText(/^Confirm password/)).toBeInTheDocument()
    expect(within(step).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/auth/login?redirect=${encodeURIComponent('/real-estate/pre-approval')}`,
    )
    expect(screen.getByRole('button', { name: 'Create account and continue' })).toBeVisible()
  })

  it('resumes at the first step with something missing, and Back never loses what was typed', async () => {
    await signIn()
    const rest = { ...completeFields, property: undefined }
    const service = applicationService({ applications: [application(7, { fields: rest })] })
    server.use(...service.handlers)
    const { user } = await renderWithProviders(undefined, { route: '/pre-approval/7' })
    const step = await form('Property')
    expect(screen.getByText('Step 3 of 8')).toBeInTheDocument()
    await user.type(within(step).getByRole('textbox', { name: 'Street address' }), '1 Main St')
    await user.type(within(step).getByRole('textbox', { name: 'Postal code' }), 'M5J 2Y')
    await save(user)
    expect(within(step).getByText('Enter a Canadian postal code like K1A 0B1.')).toBeInTheDocument()
    expect(within(step).getByText('City is required')).toBeInTheDocument()
    expect(within(step).getByText('Province is required')).toBeInTheDocument()
    expect(within(step).getByText('Ownership is required')).toBeInTheDocument()
    expect(within(step).getByText('Payment is required')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Back' }))
    const co = await form('Co-applicant')
    expect(within(co).getByRole('radio', { name: 'No, I am applying alone' })).toBeChecked()
    await save(user)
    const again = await form('Property')
    expect(within(again).getByRole('textbox', { name: 'Street address' })).toHaveValue('1 Main St')
    expect(within(again).getByRole('textbox', { name: 'Postal code' })).toHaveValue('M5J 2Y')
    // Living with family: no monthly payment is asked.
    await user.click(within(again).getByRole('radio', { name: 'I live with family' }))
    expect(within(again).queryByRole('textbox', { name: 'Monthly payment' })).toBeNull()
    await user.type(within(again).getByRole('textbox', { name: 'Postal code' }), '1')
    await user.type(within(again).getByRole('textbox', { name: 'City' }), 'Toronto')
    await choose(user, 'Province or territory', 'Ontario')
    await save(user)
    await form('Price')
    const put = service.state.calls.find((call) => call.method === 'PUT')
    expect(put?.body).toMatchObject({
      property: {
        address: '1 Main St',
        city: 'Toronto',
        province: 'ON',
        postalCode: 'M5J 2Y1',
        ownership: 'family',
      },
    })
  })

  it('removes a saved co-applicant when the customer now applies alone', async () => {
    await signIn()
    const sami = {
      id: 1,
      firstName: 'Sami',
      lastName: 'Haddad',
      relation: 'married' as const,
    }
    const service = applicationService({
      applications: [application(7, { fields: completeFields, signers: [sami] })],
    })
    server.use(...service.handlers)
    const { user } = await renderWithProviders(undefined, {
      route: '/pre-approval/7?step=coApplicant',
    })
    const co = await form('Co-applicant')
    expect(
      within(co).getByRole('radio', { name: 'Yes, someone is applying with me' }),
    ).toBeChecked()
    await user.click(within(co).getByRole('radio', { name: 'No, I am applying alone' }))
    await save(user)
    await form('Property')
    expect(service.state.calls).toContainEqual(
      expect.objectContaining({ method: 'DELETE', path: '/application/7/signer/1' }),
    )
    expect(service.state.applications[0]?.signers).toEqual([])
  })

  it('keeps down payment cash and percent in sync and enforces the tiered minimum', async () => {
    const { service, user, step, total, cash, percent } = await openPriceStep()
    expect(cash).toHaveValue('120,000')
    await user.clear(percent)
    await user.type(percent, '5')
    expect(cash).toHaveValue('30,000')
    await save(user)
    expect(
      within(step).getByText(
        'The down payment must be at least $35,000 for this price (at least 5%, more above $500,000).',
      ),
    ).toBeInTheDocument()
    await user.clear(cash)
    await user.type(cash, '60000')
    expect(percent).toHaveValue('10')
    await user.clear(total)
    await user.type(total, '400000')
    expect(percent).toHaveValue('15')
    // Left, a dollar amount is written with its thousands grouped; the percent as typed.
    expect(cash).toHaveValue('60,000')
    expect(total).toHaveValue('400000')
    await user.tab()
    expect(total).toHaveValue('400,000')
    expect(percent).toHaveValue('15')
    await save(user)
    await form('Employment')
    expect(service.state.calls.at(-1)?.body).toMatchObject({
      price: { total: 400_000, downPaymentCash: 60_000, downPaymentPercent: 15 },
    })
  })

  it('clears the down payment message once the percent or the price makes it enough', async () => {
    const { user, step, total, percent } = await openPriceStep()
    const shortfall = /^The down payment must be at least/
    await user.clear(percent)
    await user.type(percent, '4')
    await save(user)
    expect(within(step).getByText(shortfall)).toBeInTheDocument()
    await user.clear(percent)
    await user.type(percent, '20')
    expect(within(step).queryByText(shortfall)).not.toBeInTheDocument()
    // The price is the other half of the rule: a dearer home needs more down.
    await user.clear(total)
    await user.type(total, '1500000')
    expect(within(step).getByText(shortfall)).toBeInTheDocument()
    await user.clear(total)
    await user.type(total, '500000')
    expect(within(step).queryByText(shortfall)).not.toBeInTheDocument()
  })

  it('reads a French percent with its decimal comma and saves it as one', async () => {
    await signIn()
    const service = applicationService({ applications: [application(8)] })
    server.use(...service.handlers)
    const { user } = await renderWithProviders(undefined, {
      route: '/pre-approval/8?step=price',
      language: 'fr',
    })
    const step = await form('Prix')
    const cash = within(step).getByRole('textbox', { name: 'Mise de fonds' })
    const percent = within(step).getByRole('textbox', { name: 'Mise de fonds (%)' })
    await user.clear(cash)
    await user.type(cash, '36 000')
    // 36 000 $ of 600 000 $ is 6 %; of 7,5 %, 45 000 $ (read as 75 %, it would be 450 000 $).
    expect(percent).toHaveValue('6')
    await user.clear(percent)
    await user.type(percent, '7,5')
    expect(cash).toHaveValue('45\u00a0000')
    await user.click(within(step).getByRole('button', { name: 'Enregistrer et continuer' }))
    await form('Emploi')
    expect(service.state.calls.at(-1)?.body).toMatchObject({
      price: { total: 600_000, downPaymentCash: 45_000, downPaymentPercent: 7.5 },
    })
  })

  it('asks for the current mortgage only for an owned home', async () => {
    await signIn()
    const owned = {
      ...completeFields,
      property: { ...completeFields.property, ownership: 'own' as const },
    }
    const service = applicationService({ applications: [application(9, { fields: owned })] })
    server.use(...service.handlers)
    const { user } = await renderWithProviders(undefined, { route: '/pre-approval/9?step=other' })
    const step = await form('Other')
    await save(user)
    expect(within(step).getByText('Balance is required')).toBeInTheDocument()
    await user.type(within(step).getByRole('textbox', { name: 'Mortgage balance' }), '250000')
    await save(user)
    expect(within(step).getByText('Rate is required')).toBeInTheDocument()
    expect(within(step).getByText('Rate type is required')).toBeInTheDocument()
    await user.type(within(step).getByRole('textbox', { name: 'Mortgage rate (%)' }), '4.2')
    await user.click(within(step).getByRole('radio', { name: 'Fixed' }))
    await choose(user, 'Current lender', 'Desjardins')
    await save(user)
    await form('Documents')
    expect(service.state.calls.at(-1)?.body).toMatchObject({
      other: {
        lender: 'desjardins',
        mortgageBalance: 250_000,
        mortgageRate: 4.2,
        rateType: 'fixed',
      },
    })
  })
})
