import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../renderWithProviders'

const pages = [
  {
    route: '/about',
    title: 'A GTA brokerage built around one promise: no surprises',
    cta: 'Talk to our team',
    to: '/contact',
    features: [
      'A team, not a lone agent',
      'Licensed and accountable',
      'Mortgages under the same roof',
    ],
  },
  {
    route: '/buying',
    title: 'Buy your next home in the GTA with a plan, not a guess',
    cta: 'Start your home search',
    to: '/map',
    features: [
      'Get pre-approved first',
      'Offers that win without overpaying',
      'Closing in Ontario, explained',
      'From offer to keys',
    ],
  },
  {
    route: '/selling',
    title: 'Sell for the right price, on your timeline',
    cta: 'Book a free home evaluation',
    to: '/contact',
    features: [
      'Pricing from real sold data',
      'Staging that sells',
      'Maximum MLS® exposure',
      'Negotiation on your side',
    ],
  },
]

describe.each(pages)('$route', ({ route, title, cta, to, features }) => {
  it('has its hero, why-choose blurb, features, team, reviews, lead form and pre-approval', async () => {
    await renderWithProviders(undefined, { route })
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: cta })).toHaveAttribute('href', to)
    const main = screen.getByRole('main')
    const sections = within(main)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent)
    expect(sections).toEqual([
      'Why Choose Homewise',
      ...features,
      'Meet your GTA realtors',
      'What our clients say',
      "Let's get started",
      'Know your budget before you fall in love',
    ])
    expect(screen.getByRole('form', { name: "Let's get started" })).toBeInTheDocument()
    expect(document.getElementById('getStarted')).toContainElement(
      screen.getByRole('form', { name: "Let's get started" }),
    )
    expect(screen.getByRole('link', { name: '1-888-466-3947' })).toHaveAttribute(
      'href',
      'tel:18884663947',
    )
  }, 20_000)

  it('sends pre-approval to the in-app flow when no mortgage site is configured', async () => {
    await renderWithProviders(undefined, { route })
    const band = screen.getByRole('region', { name: 'Know your budget before you fall in love' })
    const link = within(band).getByRole('link', { name: /Get pre-approved/ })
    expect(link).toHaveAttribute('href', '/pre-approval')
    expect(link).not.toHaveAttribute('target')
    expect(within(band).getByRole('link', { name: 'Call 1-888-466-3947' })).toBeInTheDocument()
  })

  it('shows six realtors and five reviews with the 4.9 summary', async () => {
    await renderWithProviders(undefined, { route })
    const team = screen.getByRole('region', { name: 'Realtors' })
    expect(within(team).getAllByRole('article')).toHaveLength(6)
    expect(within(team).getByRole('link', { name: 'Call Priya' })).toHaveAttribute(
      'href',
      'tel:+14165550142',
    )
    const reviews = screen.getByRole('region', { name: 'What our clients say' })
    expect(within(reviews).getByText('4.9 average from 400+ reviews')).toBeInTheDocument()
    expect(within(reviews).getByRole('img', { name: 'Rated 4.9 out of 5' })).toBeInTheDocument()
    // The reviews come from the realty service.
    expect(await within(reviews).findAllByRole('figure')).toHaveLength(5)
  })
})

describe('selling', () => {
  it('the hero button goes to the contact page', async () => {
    const { user, router } = await renderWithProviders(undefined, { route: '/selling' })
    await user.click(await screen.findByRole('link', { name: 'Book a free home evaluation' }))
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/contact')
    })
  })
})

describe('in French', () => {
  it('translates the page, the team and the reviews', async () => {
    await renderWithProviders(undefined, { route: '/buying', language: 'fr' })
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Achetez votre prochaine propriété dans la RGT avec un plan',
      }),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Pourquoi choisir Homewise' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Appeler Priya' })).toBeInTheDocument()
    expect(screen.getByText('Moyenne de 4,9 sur plus de 400 avis')).toBeInTheDocument()
  })
})
