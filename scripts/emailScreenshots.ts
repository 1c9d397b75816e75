// Pictures of the alert e-mails as a customer sees them, for reviewing their layout: the local
// inbox (maildev) with one English and one French e-mail open, at desktop and phone widths.
// Writes PNGs to e2e/.artifacts/emails/ (ignored by git). Run with
// `CHROMIUM_PATH=/usr/bin/chromium npx tsx scripts/emailScreenshots.ts`; it binds only private
// ports (maildev on SMTP 1126 and 1181, the service on a free port).
import { spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { setTimeout as delay } from 'node:timers/promises'
import { chromium } from '@playwright/test'
import { loadConfig } from '../server/src/config'
import { tickFeed } from '../server/tests/feed/feedTick'
import { startTestServer } from '../server/tests/helpers'
import { AUDIENCE, customerClaims, ISSUER, startTestPool } from '../server/tests/customer/tokens'

const INBOX = 'http://127.0.0.1:1181'
const OUT = 'e2e/.artifacts/emails'

const maildev = spawn(
  process.execPath,
  [
    'node_modules/maildev/dist/bin/maildev.js',
    ...['--smtp', '1126', '--web', '1181', '--ip', '127.0.0.1', '--web-ip', '127.0.0.1'],
  ],
  { stdio: 'ignore' },
)
const pool = await startTestPool()
const server = await startTestServer({
  config: {
    datasetSize: 3000,
    identity: { jwksUrl: pool.jwksUrl, issuer: ISSUER, audience: AUDIENCE },
    alerts: { ...loadConfig({}).alerts, intervalMs: 0, smtpUrl: 'smtp://127.0.0.1:1126' },
  },
})
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH })
try {
  for (let tries = 0; tries < 80; tries += 1) {
    if (
      await fetch(`${INBOX}/api/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break
    await delay(250)
  }
  const call = (token: string, method: string, path: string, body: unknown) =>
    fetch(`${server.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  const amira = await pool.token(customerClaims('amira'))
  const ben = await pool.token(customerClaims('ben'))
  await call(ben, 'PUT', '/user', { language: 'fr' })
  for (const [token, name] of [
    [amira, 'Toronto family homes'],
    [ben, 'Maisons à Toronto'],
  ] as const) {
    await call(token, 'POST', '/user/saved-searches', {
      name,
      path: '/list/on/toronto?maxPrice=none',
      polygon: null,
      frequency: 'instant',
    })
  }
  for (const kind of ['new', 'new', 'new', 'priceChange', 'priceChange', 'firmSale']) {
    await tickFeed(server, { kind, city: 'Toronto', events: kind === 'new' ? 1 : 3 })
  }
  console.log(await server.app.alerts.runOnce())
  mkdirSync(OUT, { recursive: true })
  for (const [device, viewport] of [
    ['desktop', { width: 1440, height: 900 }],
    ['phone', { width: 360, height: 780 }],
  ] as const) {
    const page = await browser.newPage({ viewport, deviceScaleFactor: device === 'phone' ? 2 : 1 })
    // The e-mails' photos name the default image CDN; this server, on its own port, serves them.
    await page.route('http://127.0.0.1:8787/cdn/**', (route) =>
      route.continue({
        url: route.request().url().replace('http://127.0.0.1:8787', server.baseUrl),
      }),
    )
    const mails = (await (await fetch(`${INBOX}/api/email`)).json()) as {
      id: string
      to: { address: string }[]
    }[]
    for (const mail of mails) {
      const language = mail.to[0]?.address.startsWith('ben') ? 'fr' : 'en'
      // setContent below keeps the address, so a hash change alone would not reload the inbox.
      await page.goto('about:blank')
      await page.goto(`${INBOX}/#/email/${mail.id}`)
      await page.locator('iframe[title="Email HTML content"]').waitFor()
      await page.waitForLoadState('networkidle')
      await page.screenshot({ path: `${OUT}/inbox-${language}-${device}.png`, fullPage: true })
      // The e-mail alone, as a mail reader draws it at this width.
      const html = await (await fetch(`${INBOX}/api/email/${mail.id}/html`)).text()
      await page.setContent(html, { waitUntil: 'load' })
      await page.screenshot({ path: `${OUT}/email-${language}-${device}.png`, fullPage: true })
    }
    await page.close()
  }
  console.log(`pictures in ${OUT}`)
} finally {
  await browser.close()
  await server.close()
  await pool.close()
  maildev.kill('SIGTERM')
}
