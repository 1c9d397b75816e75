import nodemailer from 'nodemailer'
import { cachedProbe, type Probe } from './checks'

/** How long connecting, the greeting and each reply may take before the mail server counts as down. */
const SMTP_TIMEOUT_MS = 2500

/** How long one answer of the mail server stands for every readiness request. */
export const SMTP_CHECK_TTL_MS = 10_000

export interface SmtpProbe {
  readonly probe: Probe
  close(): void
}

/**
 * Whether the mail server at SMTP_URL takes a session (greeting, EHLO, login when the URL has
 * credentials), through nodemailer's verify() on a transport of the same settings with short
 * time-outs; answers are cached so that readiness requests open one connection per period.
 */
export function smtpProbe(smtpUrl: string, now: () => number = Date.now): SmtpProbe {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  })
  return {
    probe: cachedProbe(
      async () => {
        await transport.verify()
      },
      SMTP_CHECK_TTL_MS,
      now,
    ),
    close: () => {
      transport.close()
    },
  }
}
