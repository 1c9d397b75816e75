import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface MailCatcher {
  readonly url: string
  readonly mails: ParsedMail[]
  /** Refuses the next `count` messages, as a failing mail server would. */
  refuseNext(count: number): void
  close(): Promise<void>
}

/**
 * A real SMTP server on a free port of `address` (loopback unless given) that keeps what it
 * receives, parsed; `onMail` hears of each one as it arrives.
 */
export async function startMailCatcher(
  address = '127.0.0.1',
  onMail?: (mail: ParsedMail) => void,
): Promise<MailCatcher> {
  const mails: ParsedMail[] = []
  let refusals = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (refusals > 0) {
        refusals -= 1
        stream.resume()
        stream.on('end', () => {
          callback(new Error('mailbox unavailable'))
        })
        return
      }
      simpleParser(stream).then(
        (mail) => {
          mails.push(mail)
          onMail?.(mail)
          callback()
        },
        (error: unknown) => {
          callback(error as Error)
        },
      )
    },
  })
  await new Promise<void>((resolve) => {
    server.listen(0, address, resolve)
  })
  return {
    url: `smtp://${address}:${String(server.server.address().port)}`,
    mails,
    refuseNext(count) {
      refusals = count
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(resolve)
      }),
  }
}
