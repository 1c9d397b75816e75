import { createServer, type Server } from 'node:http'
import { importJWK, SignJWT } from 'jose'

/**
 * A signing key for end-to-end tests only. Until real accounts sign in through the local user
 * pool, the signed-in tests serve its public half where the realty service looks for the local
 * pool's keys (the emulator's address, 127.0.0.1:9229) and sign ID tokens with it, as the
 * server's own tests do with a key of their own. Nothing outside the local setup trusts it.
 */
const TEST_PRIVATE_JWK = {
  kty: 'RSA',
  n: 'vwOtMu76_wpikpGbg1-op4d_dOylfrg3LbvFi5m7cErVeAls_91J6fRj7Ya5I4YXezfuwkb93U4hMTZB0nRVqPzf5dNNOAzw4O6utqWEtfDXtQyAunxnFlgyemTsSInjj2ZdE4sxj4awUDJzIadldKsUdk59-Gwy1I1G1uEm5SZOsOmABTyYxBip3z1-TthLJtHcVVOYDhAjRmK5mTqYiIvmLHkD4I6kAkdwsoWTd7XicLhw3pPcDuuw7GFQZ5QZvMYsJSuJObO1QCKI31auTaVl1ACB1jYLWEXCXHhkSIu5gG0QHPMWnqWNKP6CpZaCSw4brE6cEE0bCu0SDp0zDw',
  e: 'AQAB',
  d: 'WSqdMlaOwnmVlDf2cXg5IaNF404I30OdNnMd_1HPRtcYGUXFJRemxli4QQwP5r5UvcdZZEWBgkpTgkaCqXx29EC_P-jIdi7MTyP8WPShI9F-0Fw6x1MFSE_5mFr-VcpQeQNe1Z23j_le2sECL6aV3MVz8tonQc04WTJt7CcEYhkVGdzc0BXXbN4YcLQs5gmHiKZzdRb5_VwkGGRAx6vvY7Vg5ewrZdP7mYhXxcG6exuReYsZ3HFIxvNCJe3Y-ZMFDW33LhxD88nUy7JFhj1uYp2Ta8C6enCzIHHibLDWLmCN2mk1s2qM9e4RkkKNYsSWx4nHsRbubEt0ADQrqbJO-Q',
  p: '9puwfIJaL3dTmKRWsjLto_enN2rXVT43fk0nCAiwIcrbisCxLIZYMLi43dV9bpJvttn76LCv1DRvZcfJx-rYvzsrxJ0PtDdWsyDDt8U-VJyjfgTSTvFezVPHeEFlDP6UfVHFPpzmDECyv4L76_0FmJSNMRh95CabA3MiSl_44s0',
  q: 'xkn5dCK5HIBg-dfphSwfKDMOy3qtif67DTd81iQ2SlO2Boaf1wA-9Po_Bo66mtwRqBpGhAQO6hp_91pyrFlAe2WWUNZUEGM5UG79mtCd4WkTupg6HwTHmQ0P3g3k1UZPqlinVQOAJ6i5WE1iZVf1QaztDZkoPh2lEbaRYrDXxUs',
  dp: 'Hl--tRc5FG-WFE7pfrlXG8L9DY5TR2SKYTwPeqXXS9I4iDaDnABQDHA0FN6evGe86sCejmJ0xaZPsjGRYNZELAmVsnnF3WSTgSyf7pqUuscwO-1MGf0QuCmBgAZN8_PHRkg0Cyo4C3pMidoQPVjEv65MVae2mctHfH1J0-9OMGE',
  dq: 'EeV9UUENCgiAOCyHlBBuY3dwP2c8IHdQNJosdztfdwflJuOhq4sHI58ubw4Uw4NXSJ_Oe33ORszLfey46ttHWZvKnFMr1SrPcnYCB6YKidys_itdG42X4jVumDES1Tj6WbqUp7SgLXQp_lFFrzXoGdxcrNyE6E5OprGen5SsdM8',
  qi: 'Aar3HVNcB4bAYfo0mu62oD3vPpDqLvnHXlJ7i04YEXRPSSm_6xluoub3IVezm8gyzkHRESQ95u1kCA3NTUhTCeSDotIhSW_mPw4UJW_pM2goYzf4hafErXDG039acu3OExh6rjRaRaJFJpZQ8HYCkTrT8smns3sTBMq912rqLBw',
}

const PUBLIC_JWK = {
  ...{
    kty: 'RSA',
    n: 'vwOtMu76_wpikpGbg1-op4d_dOylfrg3LbvFi5m7cErVeAls_91J6fRj7Ya5I4YXezfuwkb93U4hMTZB0nRVqPzf5dNNOAzw4O6utqWEtfDXtQyAunxnFlgyemTsSInjj2ZdE4sxj4awUDJzIadldKsUdk59-Gwy1I1G1uEm5SZOsOmABTyYxBip3z1-TthLJtHcVVOYDhAjRmK5mTqYiIvmLHkD4I6kAkdwsoWTd7XicLhw3pPcDuuw7GFQZ5QZvMYsJSuJObO1QCKI31auTaVl1ACB1jYLWEXCXHhkSIu5gG0QHPMWnqWNKP6CpZaCSw4brE6cEE0bCu0SDp0zDw',
    e: 'AQAB',
  },
  kid: 'e2e-test-key',
  alg: 'RS256',
  use: 'sig',
}

export const LOCAL_POOL = 'http://127.0.0.1:9229/local_homewise'
export const CLIENT_ID = 'homewise-local-client'

/** An ID token for `email`, valid for 10 minutes, as the local user pool would issue. */
export async function testIdToken(email = 'buyer@example.ca'): Promise<string> {
  const key = await importJWK(TEST_PRIVATE_JWK, 'RS256')
  return new SignJWT({ token_use: 'id', email, 'cognito:username': 'buyer' })
    .setProtectedHeader({ alg: 'RS256', kid: PUBLIC_JWK.kid })
    .setIssuer(LOCAL_POOL)
    .setAudience(CLIENT_ID)
    .setSubject('e2e-buyer')
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(key)
}

/**
 * Serves the key set at the local pool's JWKS address unless something already listens there
 * (another worker of this run, or the user-pool emulator once accounts run it). Returns whether
 * this worker serves it.
 */
export async function serveTestKeys(): Promise<Server | undefined> {
  const server = createServer((request, response) => {
    if (request.url !== '/local_homewise/.well-known/jwks.json') {
      response.statusCode = 404
      response.end()
      return
    }
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify({ keys: [PUBLIC_JWK] }))
  })
  return new Promise((resolve) => {
    server.once('error', () => {
      resolve(undefined)
    })
    server.listen(9229, '127.0.0.1', () => {
      server.unref()
      resolve(server)
    })
  })
}
