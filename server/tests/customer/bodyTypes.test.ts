import { describe, expect, it } from 'vitest'
import type { Application } from '../../../contract/application'
import { customerCalls, customersOnServerForFile } from './customersOnServer'
import { fields } from './applicationFixtures'

const customers = customersOnServerForFile()
const call = customerCalls(customers)

// A JSON body carries its own types: a value of the wrong type is refused, never converted
// (`"price": true` was stored as 1). Query strings are text and still read as numbers.
describe('JSON bodies are validated as sent', () => {
  it.each([
    [
      'a boolean price',
      { ...fields, price: { total: true, downPaymentCash: 80_000 } },
      'body/price/total must be number',
    ],
    [
      'a numeric string',
      { ...fields, price: { total: '800000', downPaymentCash: 80_000 } },
      'body/price/total must be number',
    ],
    [
      'a one-item array',
      { ...fields, price: { total: [800_000], downPaymentCash: 80_000 } },
      'body/price/total must be number',
    ],
  ])('refuses %s in an application with a 400 naming it', async (_name, body, reason) => {
    const answer = await call('POST', '/application', customers.amira, body)
    expect(answer).toEqual({
      status: 400,
      body: expect.objectContaining({ message: reason }) as unknown,
    })
  })

  it('refuses a document size given as text', async () => {
    const { id } = (await call('POST', '/application', customers.amira, {})).body as Application
    const announce = (size: unknown) =>
      call('POST', `/application/${String(id)}/documents/upload-url`, customers.amira, {
        name: 'paystub.pdf',
        contentType: 'application/pdf',
        size,
      })
    expect(await announce('12')).toEqual({
      status: 400,
      body: expect.objectContaining({ message: 'body/size must be integer' }) as unknown,
    })
    expect((await announce(12)).status).toBe(200)
  })

  it('still reads numbers from the path', async () => {
    const { id } = (await call('POST', '/application', customers.amira, fields)).body as Application
    const read = await call('GET', `/application/${String(id)}`, customers.amira)
    expect(read.body).toMatchObject({ id, fields: { price: fields.price } })
  })
})
