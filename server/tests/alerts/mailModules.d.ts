// smtp-server and mailparser come with maildev (the local mail catcher) without type packages;
// the tests' in-process catcher uses only these parts of them.
declare module 'smtp-server' {
  import type { Readable } from 'node:stream'
  export class SMTPServer {
    constructor(options: {
      authOptional?: boolean
      disabledCommands?: string[]
      logger?: boolean
      onData?: (
        stream: Readable,
        session: unknown,
        callback: (error?: Error | null) => void,
      ) => void
      onConnect?: (session: unknown, callback: (error?: Error | null) => void) => void
    })
    listen(port: number, host: string, callback: () => void): void
    close(callback: () => void): void
    server: { address(): { port: number } }
  }
}

declare module 'mailparser' {
  import type { Readable } from 'node:stream'
  export interface ParsedMail {
    subject?: string
    html?: string | false
    text?: string
    to?: { text: string }
    headers: Map<string, unknown>
  }
  export function simpleParser(source: Readable | string): Promise<ParsedMail>
}
