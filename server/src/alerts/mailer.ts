import nodemailer from 'nodemailer'

/**
 * A mailbox in nodemailer's address-object form: nodemailer quotes the local part and brackets
 * the address itself, so an address with quotes or commas reaches its one mailbox, and nothing
 * in it can add a recipient or a header line. Addresses a visitor typed always travel this way.
 */
export interface Mailbox {
  readonly name: string
  readonly address: string
}

export interface OutgoingMail {
  /** A plain address we wrote ourselves (the roster's), or a mailbox. */
  readonly to: string | Mailbox
  /** Where replies go (the visitor, for their realtor). */
  readonly replyTo?: Mailbox
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
        ...(mail.replyTo && { replyTo: mail.replyTo }),
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
