import { formatPrice } from './strings'

/** Every word of the lead e-mails: the realtor's (English: the brokerage's working language). */
export const REALTOR_LEAD_STRINGS = {
  subjectListing: (name: string, address: string) => `New lead: ${name} about ${address}`,
  subjectGeneral: (name: string, city: string) => `New lead: ${name} in ${city}`,
  intro: (first: string) =>
    `You have a new lead. Call ${first} back within five minutes if you can: the first call wins.`,
  call: (first: string) => `Call ${first}`,
  email: 'E-mail',
  phone: 'Phone',
  message: 'Message',
  noMessage: 'No message.',
  listing: 'The listing',
  city: 'City',
  budget: 'Budget',
  language: 'Speaks',
  languages: { en: 'English', fr: 'French' },
  savedHomes: 'Saved homes',
  savedSearches: 'Saved searches',
  guest: 'Not signed in: no saved homes or searches.',
  viewListing: 'View listing',
  footer: (id: number) => `Lead #${String(id)}, routed to you by the Homewise lead desk.`,
} as const

/** The visitor's confirmation, in the language they browsed in. */
export const VISITOR_LEAD_STRINGS = {
  en: {
    subject: (realtor: string) => `${realtor} will call you soon`,
    greeting: (first: string) => `Hi ${first},`,
    intro: (realtor: string) =>
      `Thank you for your request. ${realtor}, a realtor with Homewise, will call you within one business hour (9 am to 8 pm, 7 days a week).`,
    reach: (realtor: string) => `You can also reach ${realtor} directly:`,
    asked: 'What you asked',
    aboutListing: (address: string) => `About ${address}`,
    aboutCity: (city: string, budget: string) => `Homes in ${city}, around ${budget}`,
    noMessage: 'No message.',
    price: (price: number) => formatPrice('en', price),
    why: 'You get this e-mail because you sent a request on the Homewise website. We will not e-mail you again about it unless you reply.',
  },
  fr: {
    subject: (realtor: string) => `${realtor} vous appellera bientôt`,
    greeting: (first: string) => `Bonjour ${first},`,
    intro: (realtor: string) =>
      `Merci de votre demande. ${realtor}, courtier de Homewise, vous appellera d’ici une heure ouvrable (de 9 h à 20 h, 7 jours sur 7).`,
    reach: (realtor: string) => `Vous pouvez aussi joindre ${realtor} directement\u00a0:`,
    asked: 'Votre demande',
    aboutListing: (address: string) => `Au sujet du ${address}`,
    aboutCity: (city: string, budget: string) => `Propriétés à ${city}, autour de ${budget}`,
    noMessage: 'Aucun message.',
    price: (price: number) => formatPrice('fr', price),
    why: 'Vous recevez ce courriel parce que vous avez envoyé une demande sur le site de Homewise. Nous ne vous écrirons plus à ce sujet sauf si vous répondez.',
  },
} as const

/** The mortgage team's note of a sent pre-approval (English: the brokerage's working language). */
export const APPLICATION_TEAM_STRINGS = {
  subject: (name: string, city: string) => `New pre-approval: ${name} in ${city}`,
  intro:
    'A pre-approval application was sent. Call the applicant back soon; the full application and its documents are in the staff view.',
  purpose: 'Purpose',
  buying: (price: string) => `Buying a home around ${price}`,
  buyingUnpriced: 'Buying a home',
  city: 'Lives in',
  language: 'Speaks',
  languages: { en: 'English', fr: 'French' },
  phone: 'Phone',
  email: 'E-mail',
  coApplicants: 'Co-applicants',
  documents: 'Documents uploaded',
  open: 'Open in the staff view',
  unnamed: 'An applicant',
  footer: (id: number) =>
    `Application #${String(id)}, routed to you by the Homewise lead desk. Documents are never sent by e-mail: open them in the staff view.`,
} as const
