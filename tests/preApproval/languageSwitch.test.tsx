// @vitest-environment-options {"url":"https://localhost/real-estate/"}
import { act, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { changeLanguage } from '../../src/app/i18n'
import { application, applicationService, completeFields } from '../msw/preApproval'
import { server } from '../msw/server'
import { renderWithProviders } from '../renderWithProviders'
import { form, signIn, signOut } from './flowHelpers'

afterEach(signOut)

/** The price step opened in English, with a price and a down payment typed the English way. */
async function priceTypedInEnglish() {
  await signIn()
  const service = applicationService({ applications: [application(8)] })
  server.use(...service.handlers)
  const rendered = await renderWithProviders(undefined, { route: '/pre-approval/8?step=price' })
  const { user } = rendered
  const step = await form('Price')
  const total = within(step).getByRole('textbox', { name: 'Purchase price' })
  await user.clear(total)
  await user.type(total, '650,000')
  const cash = within(step).getByRole('textbox', { name: 'Down payment' })
  await user.clear(cash)
  await user.type(cash, '48,750')
  expect(within(step).getByRole('textbox', { name: 'Down payment (%)' })).toHaveValue('7.5')
  return { ...rendered, service }
}

/** The French price step shows the amounts written the French way, and saves them as typed. */
async function savedInFrench({ user, service }: Awaited<ReturnType<typeof priceTypedInEnglish>>) {
  const step = await form('Prix')
  expect(within(step).getByRole('textbox', { name: 'Prix d’achat' })).toHaveValue('650\u00a0000')
  expect(within(step).getByRole('textbox', { name: 'Mise de fonds' })).toHaveValue('48\u00a0750')
  expect(within(step).getByRole('textbox', { name: 'Mise de fonds (%)' })).toHaveValue('7,5')
  await user.click(within(step).getByRole('button', { name: 'Enregistrer et continuer' }))
  await form('Emploi')
  expect(service.state.calls.at(-1)?.body).toMatchObject({
    price: { total: 650_000, downPaymentCash: 48_750, downPaymentPercent: 7.5 },
  })
}

// Read in French, an English 650,000 would be 650 dollars (the comma is the decimal mark there).
describe('pre-approval amounts across a language switch', { timeout: 60_000 }, () => {
  it('writes the step being typed again when the customer switches to French', async () => {
    const typed = await priceTypedInEnglish()
    await act(() => changeLanguage(typed.i18n, 'fr'))
    await savedInFrench(typed)
  })

  it('writes a kept draft again when the customer comes back to it in French', async () => {
    const typed = await priceTypedInEnglish()
    await typed.user.click(screen.getByRole('button', { name: 'Back' }))
    await form('Property')
    await act(() => changeLanguage(typed.i18n, 'fr'))
    await typed.user.click(
      within(await form('Propriété')).getByRole('button', { name: 'Enregistrer et continuer' }),
    )
    await savedInFrench(typed)
  })

  it("writes a saved application's amounts the French way for a customer who reads French", async () => {
    await signIn()
    const price = { total: 650_000, downPaymentCash: 48_750, downPaymentPercent: 7.5 }
    const saved = application(8, { fields: { ...completeFields, price } })
    server.use(...applicationService({ applications: [saved] }).handlers)
    await renderWithProviders(undefined, { route: '/pre-approval/8?step=price', language: 'fr' })
    const step = await form('Prix')
    expect(within(step).getByRole('textbox', { name: 'Prix d’achat' })).toHaveValue('650\u00a0000')
    expect(within(step).getByRole('textbox', { name: 'Mise de fonds (%)' })).toHaveValue('7,5')
  })
})
