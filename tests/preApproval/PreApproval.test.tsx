// @vitest-environment-options {"url":"https://localhost/real-estate/"}
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { authClient } from '../../src/services/authClient'
import { cognito } from '../msw/cognito'
import { customerService } from '../msw/customer'
import { application, applicationService, completeFields } from '../msw/preApproval'
import { server } from '../msw/server'
import { renderWithProviders } from '../renderWithProviders'

async function signIn() {
  server.use(cognito().handler)
  await authClient.signIn('amira@example.ca', 'Secret#2026')
}

afterEach(async () => {
  await authClient.signOut()
  document.cookie = 'activeSession=; max-age=0; path=/real-estate'
})

configure({ asyncUtilTimeout: 10_000 })

async function choose(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }))
  await user.click(await screen.findByRole('option', { name: option }))
}

const form = (name: string) => screen.findByRole('form', { name })
const save = (user: UserEvent) =>
  user.click(screen.getByRole('button', { name: 'Save and continue' }))

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
    await signIn()
    const service = applicationService({ applications: [application(8)] })
    server.use(...service.handlers)
    const { user } = await renderWithProviders(undefined, { route: '/pre-approval/8?step=price' })
    const step = await form('Price')
    const total = within(step).getByRole('textbox', { name: 'Purchase price' })
    const cash = within(step).getByRole('textbox', { name: 'Down payment' })
    const percent = within(step).getByRole('textbox', { name: 'Down payment (%)' })
    expect(cash).toHaveValue('120000')
    await user.clear(percent)
    await user.type(percent, '5')
    expect(cash).toHaveValue('30000')
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
    await save(user)
    await form('Employment')
    expect(service.state.calls.at(-1)?.body).toMatchObject({
      price: { total: 400_000, downPaymentCash: 60_000, downPaymentPercent: 15 },
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

  it('refuses documents of the wrong type or size with clear errors, and uploads a PDF', async () => {
    await signIn()
    const service = applicationService({ applications: [application(10)] })
    server.use(...service.handlers)
    const { user } = await renderWithProviders(undefined, {
      route: '/pre-approval/10?step=documents',
    })
    const step = await form('Documents')
    expect(within(step).getByText('No documents yet.')).toBeInTheDocument()
    const input = step.querySelector<HTMLInputElement>('input[type="file"]')!
    const upload = userEventWithoutAccept(user)
    await upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }))
    expect(await within(step).findByText('notes.txt is not a PDF, JPEG or PNG file.')).toBeVisible()
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'scan.png', { type: 'image/png' })
    await upload(input, big)
    expect(await within(step).findByText('scan.png is larger than 10 MB.')).toBeVisible()
    await upload(input, new File(['%PDF-1.4'], 'letter.pdf', { type: 'application/pdf' }))
    const list = await within(step).findByRole('list', { name: 'Your documents' })
    expect(await within(list).findByText('Received')).toBeInTheDocument()
    expect(within(list).getByText('letter.pdf')).toBeInTheDocument()
    expect(service.state.uploads).toEqual([
      {
        url: 'http://127.0.0.1:8787/application/10/documents/1',
        type: 'application/pdf',
        size: 8,
        text: '%PDF-1.4',
      },
    ])
  })

  it('submits from the review, lists offers lowest rate first, and chooses one', async () => {
    await signIn()
    const service = applicationService({ applications: [application(11)] })
    server.use(...service.handlers)
    const { user } = await renderWithProviders(undefined, { route: '/pre-approval/11?step=review' })
    const step = await form('Review & submit')
    expect(within(step).getByText('Maple Health')).toBeInTheDocument()
    expect(within(step).getByText('$120,000 (20 %)')).toBeInTheDocument()
    await user.click(within(step).getByRole('button', { name: 'Submit application' }))
    expect(await screen.findByRole('heading', { name: 'Your lender matches' })).toBeInTheDocument()
    expect(
      screen.getByText(
        /Your income carries a home of up to \$812,000 at a qualifying rate of 6\.19 %/,
      ),
    ).toBeInTheDocument()
    // The offers list only: the header and footer have lists of their own.
    const offers = within(screen.getByRole('list', { name: 'Your lender matches' })).getAllByRole(
      'listitem',
    )
    expect(offers.map((offer) => within(offer).getByRole('heading').textContent)).toEqual([
      'EQ Bank',
      'TD Bank',
    ])
    expect(within(offers[0]!).getByText('4.19 %')).toBeInTheDocument()
    expect(within(offers[0]!).getByText('Variable')).toBeInTheDocument()
    expect(within(offers[0]!).getByText('5 years')).toBeInTheDocument()
    expect(within(offers[0]!).getByText('$2,571')).toBeInTheDocument()
    expect(within(offers[0]!).getByText('$480,000')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Choose this lender: EQ Bank' }))
    expect(await screen.findByRole('heading', { name: 'You chose EQ Bank' })).toBeInTheDocument()
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: /^Choose this lender/ })).toBeNull()
    })
    expect(service.state.calls.at(-1)).toMatchObject({
      method: 'PUT',
      path: '/application/11/match/2',
      body: { status: 'accepted' },
    })
  })

  it('says which steps are missing when the service refuses the submit', async () => {
    await signIn()
    const rest = { ...completeFields, employment: undefined }
    const service = applicationService({ applications: [application(12, { fields: rest })] })
    server.use(...service.handlers)
    const { user } = await renderWithProviders(undefined, { route: '/pre-approval/12?step=review' })
    const step = await form('Review & submit')
    await user.click(within(step).getByRole('button', { name: 'Submit application' }))
    expect(
      await within(step).findByText(
        'Some answers are still missing. Complete these steps: Employment.',
      ),
    ).toBeInTheDocument()
  })

  it('is honest when no lender matched: the max price and a way back to the price', async () => {
    await signIn()
    const service = applicationService({
      applications: [application(13)],
      offers: [],
      assessment: { qualifyingRate: 6.49, maxPrice: 455_000, limitedBy: 'grossDebtService' },
    })
    server.use(...service.handlers)
    const { user } = await renderWithProviders(undefined, { route: '/pre-approval/13?step=review' })
    await user.click(await screen.findByRole('button', { name: 'Submit application' }))
    expect(
      await screen.findByRole('heading', { name: 'No lender matched this application' }),
    ).toBeInTheDocument()
    expect(screen.getByText(/carries a home of up to \$455,000/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Change the price' }))
    expect(await form('Price')).toBeInTheDocument()
  })

  it("answers another customer's application number with not found", async () => {
    await signIn()
    server.use(...applicationService().handlers)
    await renderWithProviders(undefined, { route: '/pre-approval/999' })
    expect(await screen.findByRole('heading', { name: 'Application not found' })).toBeVisible()
  })

  it('lists applications with status, next step and Resume on the profile, and the referrals', async () => {
    await signIn()
    const rest = { ...completeFields, employment: undefined }
    const service = applicationService({
      applications: [
        application(21, { fields: rest }),
        application(22, { status: 'lender_chosen' }),
      ],
    })
    server.use(...customerService().handlers, ...service.handlers)
    await renderWithProviders(undefined, { route: '/auth/profile?tab=preApproval' })
    const first = (await screen.findByRole('heading', { name: 'Application #21' })).closest('li')!
    expect(within(first).getByText('In progress')).toBeInTheDocument()
    expect(within(first).getByText('Next: Employment')).toBeInTheDocument()
    expect(within(first).getByRole('link', { name: 'Resume: Application #21' })).toHaveAttribute(
      'href',
      '/pre-approval/21?step=employment',
    )
    const second = screen.getByRole('heading', { name: 'Application #22' }).closest('li')!
    expect(within(second).getByText('Lender chosen')).toBeInTheDocument()
    expect(within(second).getByRole('link', { name: 'View: Application #22' })).toHaveAttribute(
      'href',
      '/pre-approval/22?step=matches',
    )
    expect(await screen.findByText('AMIRA-7Q2K')).toBeInTheDocument()
    expect(screen.getByText(/Oakville/)).toBeInTheDocument()
  })
})

/** The file input accepts only the allowed types; upload anyway, as a drag-and-drop or picker override could. */
function userEventWithoutAccept(user: UserEvent) {
  return async (input: HTMLInputElement, file: File) => {
    input.removeAttribute('accept')
    await user.upload(input, file)
  }
}
