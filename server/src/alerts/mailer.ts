import nodemailer from 'nodemailer'

export interface OutgoingMail {
  readonly to: string
  readonly subject: string
  readonly html: string
  readonly text: string
  readonly headers?: Readonly<Record<string, string>>
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>
  close(): void
}

/** Sends over SMTP (SMTP_URL, e.g. smtp://127.0.0.1:1025) from MAIL_FROM. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl)
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers: mail.headers,
      })
    },
    close: () => {
      transport.close()
    },
  }
}
