// @vitest-environment-options {"url":"https://localhost/real-estate/"}
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { customerService } from '../msw/customer'
import { application, applicationService, completeFields } from '../msw/preApproval'
import { server } from '../msw/server'
import { renderWithProviders } from '../renderWithProviders'
import { form, signIn, signOut, userEventWithoutAccept } from './flowHelpers'

afterEach(signOut)

describe('pre-approval documents, submit and offers', { timeout: 60_000 }, () => {
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

  it('puts a document straight into the document store, without the token', async () => {
    const store = 'https://documents.example-bucket.test'
    vi.stubEnv('VITE_DOCUMENT_STORE_URL', store)
    try {
      await signIn()
      const service = applicationService({ applications: [application(12)], documentStore: store })
      server.use(...service.handlers)
      const { user } = await renderWithProviders(undefined, {
        route: '/pre-approval/12?step=documents',
      })
      const step = await form('Documents')
      const input = step.querySelector<HTMLInputElement>('input[type="file"]')!
      const upload = userEventWithoutAccept(user)
      await upload(input, new File(['%PDF-1.4'], 'letter.pdf', { type: 'application/pdf' }))
      const list = await within(step).findByRole('list', { name: 'Your documents' })
      expect(await within(list).findByText('Received')).toBeInTheDocument()
      // Bytes the service refuses once they land (not the announced type) are an upload error.
      await upload(input, new File(['%PDF'], 'renamed.pdf', { type: 'application/pdf' }))
      expect(await within(step).findByText(/renamed\.pdf could not be uploaded/)).toBeVisible()
      expect(service.state.uploads).toEqual([
        expect.objectContaining({
          url: `${store}/application/12/documents/1?X-Amz-Signature=signed`,
          type: 'application/pdf',
          text: '%PDF-1.4',
          authorization: null,
        }),
        expect.objectContaining({ text: '%PDF', authorization: null }),
      ])
    } finally {
      vi.unstubAllEnvs()
    }
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
