import { describe, expect, it } from 'vitest'
import type { Lead } from '../../../contract/lead'
import { leadEvent } from '../../src/crm/crmEvents'
import { generalLead, leaseListingLead, listingContactLead } from '../contact/leads'

const site = { source: 'homewise.test', system: 'Homewise', siteUrl: 'https://homewise.test' }

describe('a lead as the CRM hears it', () => {
  const general = (change: Partial<Lead>): Lead => ({ ...generalLead(), ...change })
  const { property } = generalLead()

  it.each<[string, Lead, string, string]>([
    ['a buyer', general({}), 'General Inquiry', 'Looking in Mississauga, around $800,000'],
    [
      'a seller',
      general({ intent: 'sell' }),
      'Seller Inquiry',
      'Selling in Mississauga, around $800,000',
    ],
    [
      'a renter',
      general({ intent: 'rent', property: { ...property, price: 2_400 } }),
      'General Inquiry',
      'Renting in Mississauga, around $2,400 a month',
    ],
    [
      'a renter without a budget',
      general({ intent: 'rent', property: { city: 'Mississauga' } }),
      'General Inquiry',
      'Renting in Mississauga',
    ],
  ])('tells %s from the general form', (_who, lead, type, message) => {
    const { body } = leadEvent(site, 7, lead)
    expect(body).toMatchObject({ type, message })
    expect(body).not.toHaveProperty('property')
  })

  it.each([
    ['a sale', listingContactLead(), 1_250_000],
    ['a lease, with its monthly rent', leaseListingLead(), 2_450],
  ])('tells a question about %s as a Property Inquiry', (_what, lead, price) => {
    const { body } = leadEvent(site, 7, lead)
    expect(body).toMatchObject({
      type: 'Property Inquiry',
      property: { mlsNumber: lead.code, price },
    })
  })

  it('leaves out a price the visitor did not give', () => {
    const lead = listingContactLead()
    const { body } = leadEvent(site, 7, {
      ...lead,
      property: { city: 'Toronto', address: '12 Maple Avenue' },
    })
    expect(body.property).toEqual({
      street: '12 Maple Avenue',
      city: 'Toronto',
      mlsNumber: 'C5001234',
    })
  })
})
