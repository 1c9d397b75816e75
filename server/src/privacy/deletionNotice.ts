import type { Language } from '../../../contract/customer'
import { escapeHtml as e } from '../alerts/email/html'
import { brokerageIdentity } from '../alerts/email/brokerage'
import { plainText } from '../alerts/email/plainText'
import type { OutgoingMail } from '../alerts/mailer'

/** What the outbox keeps of a deleted account until its confirmation is sent, and no longer. */
export interface DeletionNoticePayload {
  readonly email: string
  readonly givenName: string
  readonly language: Language
}

const STRINGS = {
  en: {
    subject: 'Your Homewise account is deleted',
    greeting: (name: string) => (name ? `Hi ${name},` : 'Hello,'),
    body: [
      'As you asked, we deleted your Homewise account: your profile, saved homes and searches, alerts, pre-approval applications with their signers and documents, and the events not yet sent to our CRM.',
      'The law requires us to keep that a request you sent us existed and the consent you gave with it; we keep only that, without your name or contact details.',
      'You can no longer sign in with this e-mail address. Nothing else is needed from you.',
    ],
    privacy: 'How we handle personal information',
  },
  fr: {
    subject: 'Votre compte Homewise est supprimé',
    greeting: (name: string) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    body: [
      'Comme vous l’avez demandé, nous avons supprimé votre compte Homewise : votre profil, vos propriétés et recherches sauvegardées, vos alertes, vos demandes de préapprobation avec leurs signataires et documents, et les événements pas encore transmis à notre CRM.',
      'La loi nous oblige à conserver l’existence d’une demande que vous nous avez envoyée et le consentement donné avec elle ; nous ne gardons que cela, sans votre nom ni vos coordonnées.',
      'Vous ne pouvez plus vous connecter avec cette adresse. Vous n’avez rien d’autre à faire.',
    ],
    privacy: 'Comment nous traitons les renseignements personnels',
  },
} as const

/** The confirmation of an account's deletion, in the customer's language; HTML and plain text. */
export function deletionNoticeMail(payload: DeletionNoticePayload, siteUrl: string): OutgoingMail {
  const t = STRINGS[payload.language]
  const greeting = t.greeting(plainText(payload.givenName))
  const privacyUrl = `${siteUrl}/${payload.language === 'fr' ? 'confidentialite' : 'privacy'}`
  const html = `<!doctype html>
<html lang="${payload.language}"><head><meta charset="utf-8"><title>${e(t.subject)}</title></head>
<body style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#1f2933">
<p>${e(greeting)}</p>
${t.body.map((line) => `<p>${e(line)}</p>`).join('\n')}
<p><a href="${e(privacyUrl)}">${e(t.privacy)}</a></p>
<p style="font-size:12px;color:#5f6b76">${e(brokerageIdentity(payload.language))}</p>
</body></html>`
  const text = [
    greeting,
    '',
    ...t.body.flatMap((line) => [line, '']),
    `${t.privacy}: ${privacyUrl}`,
    '',
    brokerageIdentity(payload.language),
  ].join('\n')
  return { to: payload.email, subject: t.subject, html, text }
}
