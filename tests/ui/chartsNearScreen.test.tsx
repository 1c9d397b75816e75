import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AmortizationChart } from '../../src/features/calculators/AmortizationChart'
import { MonthlyChart } from '../../src/features/trends/MonthlyChart'
import { observerInView } from '../observerInView'
import { renderWithProviders } from '../renderWithProviders'

afterEach(() => {
  vi.unstubAllGlobals()
})

const drawing = (chart: HTMLElement) => chart.querySelector('.recharts-responsive-container')

describe('charts load and draw as they come near the screen', () => {
  it('a monthly chart: its box and its figures as a table at once, the drawing when near', async () => {
    const inView = observerInView()
    await renderWithProviders(
      <MonthlyChart
        id="price"
        title="Average price"
        finding="Prices rose"
        points={[{ month: '2026-05', label: 'May 2026', line: 900_000, bars: 12 }]}
        lineName="Average price"
        barName="Sales"
        monthHeader="Month"
        tableCaption="Average price by month"
        formatLine={String}
        formatLineAxis={String}
        formatBars={String}
      />,
    )
    const chart = screen.getByRole('img', { name: 'Average price. Prices rose' })
    expect(screen.getByRole('table', { name: 'Average price by month' })).toBeInTheDocument()
    expect(drawing(chart)).toBeNull()
    inView()
    await waitFor(() => {
      expect(drawing(chart)).not.toBeNull()
    })
  })

  it('the amortization chart: its box at once, the drawing when near', async () => {
    const inView = observerInView()
    await renderWithProviders(
      <AmortizationChart
        years={[{ year: 1, principalPaid: 10_000, interestPaid: 20_000, balance: 490_000 }]}
        labels={{ principal: 'Principal', interest: 'Interest', balance: 'Balance', year: 'Year' }}
        summary="The balance falls"
        format={String}
        compact={String}
      />,
    )
    const chart = screen.getByRole('img', { name: 'The balance falls' })
    expect(drawing(chart)).toBeNull()
    inView()
    await waitFor(() => {
      expect(drawing(chart)).not.toBeNull()
    })
  })
})
