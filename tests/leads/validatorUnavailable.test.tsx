import { screen } from '@testing-library/react'
import { expect, it, vi } from 'vitest'
import { GeneralLeadForm } from '../../src/features/leads'
import { expectConsoleErrors } from '../consoleErrors'
import { leadService } from '../msw/leads'
import { server } from '../msw/server'
import { renderWithProviders } from '../renderWithProviders'

// The schema checker's code (ajv) loads on the first send; here it cannot be fetched.
vi.mock('../../src/features/leads/compileLeadSchema', () => {
  throw new Error('Failed to fetch dynamically imported module')
})

it('says the lead did not go, sends nothing and keeps what was typed when the checker cannot load', async () => {
  expectConsoleErrors()
  const service = leadService()
  server.use(...service.handlers)
  const { user } = await renderWithProviders(
    <>
      <h2 id="t">Let&apos;s get started</h2>
      <GeneralLeadForm labelledBy="t" />
    </>,
  )
  const button = await screen.findByRole('button', { name: 'Connect with a realtor' })
  const fill = async (label: RegExp, value: string) => {
    await user.click(screen.getByLabelText(label))
    await user.paste(value)
  }
  await fill(/First name/, 'Priya')
  await fill(/Last name/, 'Raman')
  await fill(/Email/, 'priya@example.ca')
  await user.type(screen.getByLabelText(/Phone/), '4165550134')
  await fill(/City/, 'Toronto')
  await fill(/Budget/, '850000')
  await user.click(button)

  expect(await screen.findByText(/could not send your details/)).toBeInTheDocument()
  expect(service.sent).toEqual([])
  expect(screen.getByLabelText(/First name/)).toHaveValue('Priya')
  expect(screen.getByLabelText(/Budget/)).toHaveValue('850000')
  expect(screen.getByRole('button', { name: 'Connect with a realtor' })).toBeEnabled()
})
