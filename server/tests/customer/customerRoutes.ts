/** What the customer routes' tests send: a home, a search, and every route with a valid body. */
export const home = {
  mlsNumber: 'C5001234',
  boardId: 1,
  address: '12 Queen St W, Toronto',
  path: '/detail/on/toronto/downtown/12-queen-st-w/C5001234/1',
  price: 899_000,
  imageKey: 'listings/C5001234/1.webp',
}
export const search = {
  name: 'Condos downtown',
  path: '/map/43.65,-79.38,13?type=condo&minPrice=500000',
  polygon: [
    [-79.4, 43.64],
    [-79.37, 43.64],
    [-79.37, 43.66],
  ],
}

/** Every customer route with a valid body, for the checks that apply to all of them. */
export const CUSTOMER_ROUTES: readonly [string, string, unknown?][] = [
  ['GET', '/user'],
  ['PUT', '/user', { phone: '4165551234' }],
  ['POST', '/user', { emailNotifications: true }],
  ['POST', '/user/email-check', { email: 'amira@example.ca', type: 'account' }],
  ['GET', '/dashboard'],
  ['GET', '/user/saved-homes'],
  ['POST', '/user/saved-homes', home],
  ['DELETE', '/user/saved-homes/1'],
  ['GET', '/user/saved-searches'],
  ['POST', '/user/saved-searches', search],
  ['PUT', '/user/saved-searches/1', { name: 'x' }],
  ['DELETE', '/user/saved-searches/1'],
]
