import type { Language } from '../../app/i18n'
import { portraitArt } from '../../app/theme/portraitArt'
import { brand, status } from '../../app/theme/tokens'
import { headshot, initialsAvatar, type HeadshotLook } from './headshot'

export type Localized = Readonly<Record<Language, string>>

/** A realtor card. */
export interface Realtor {
  readonly id: string
  /** The realtor's name. */
  readonly title: string
  readonly role: Localized
  readonly body: Localized
  readonly buttons: readonly RealtorButton[]
  readonly photos: readonly RealtorPhoto[]
}

export interface RealtorButton {
  readonly id: string
  readonly label: Localized
  /** A tel: or mailto: address. */
  readonly link: string
  readonly email: boolean
}

export interface RealtorPhoto {
  readonly src: string
  readonly fallback: string
  readonly alt: Localized
}

interface Person {
  readonly id: string
  readonly name: string
  readonly phone: string
  readonly look: HeadshotLook
  readonly role: Localized
  readonly body: Localized
}

function card({ id, name, phone, look, role, body }: Person): Realtor {
  const first = name.split(' ')[0] ?? name
  return {
    id,
    title: name,
    role,
    body,
    buttons: [
      {
        id: `${id}-call`,
        label: { en: `Call ${first}`, fr: `Appeler ${first}` },
        link: `tel:+1${phone.replace(/\D/g, '')}`,
        email: false,
      },
      {
        id: `${id}-email`,
        label: { en: `Email ${first}`, fr: `Écrire à ${first}` },
        link: `mailto:${id}@homewise.ca`,
        email: true,
      },
    ],
    photos: [
      {
        src: headshot(look),
        fallback: initialsAvatar(name),
        alt: { en: `Portrait of ${name}`, fr: `Portrait de ${name}` },
      },
    ],
  }
}

const salesRep: Localized = { en: 'Sales Representative', fr: 'Agente immobilière' }

/** The team on the realtor carousel. */
export const realtors: readonly Realtor[] = [
  card({
    id: 'priya.raman',
    name: 'Priya Raman',
    phone: '416-555-0142',
    look: {
      skin: portraitArt.skin.medium,
      hair: portraitArt.hair.darkBrown,
      shirt: brand.primaryText,
      backdrop: portraitArt.backdrop.blue,
      hairStyle: 'long',
    },
    role: { en: 'Broker of Record', fr: 'Courtière responsable' },
    body: {
      en: 'Fifteen years in Toronto condos and freeholds, from first purchases in Liberty Village to family moves in Leaside.',
      fr: 'Quinze ans de copropriétés et de maisons à Toronto, des premiers achats à Liberty Village aux déménagements familiaux à Leaside.',
    },
  }),
  card({
    id: 'marc.tremblay',
    name: 'Marc Tremblay',
    phone: '416-555-0178',
    look: {
      skin: portraitArt.skin.fair,
      hair: portraitArt.hair.lightBrown,
      shirt: brand.ink,
      backdrop: portraitArt.backdrop.grey,
      hairStyle: 'short',
    },
    role: { en: 'Broker', fr: 'Courtier' },
    body: {
      en: 'Bilingual service across Mississauga and Oakville; known for calm, well-prepared negotiations on multiple offers.',
      fr: 'Service bilingue à Mississauga et à Oakville; reconnu pour des négociations calmes et bien préparées lors d’offres multiples.',
    },
  }),
  card({
    id: 'grace.oyelaran',
    name: 'Grace Oyelaran',
    phone: '905-555-0119',
    look: {
      skin: portraitArt.skin.deep,
      hair: portraitArt.hair.blueBlack,
      shirt: status.forSale,
      backdrop: portraitArt.backdrop.green,
      hairStyle: 'bun',
    },
    role: salesRep,
    body: {
      en: 'Helps first-time buyers in Brampton and Vaughan make sense of pre-approval, deposits and closing costs.',
      fr: 'Aide les premiers acheteurs de Brampton et de Vaughan à comprendre la préapprobation, les dépôts et les frais de clôture.',
    },
  }),
  card({
    id: 'daniel.chen',
    name: 'Daniel Chen',
    phone: '905-555-0163',
    look: {
      skin: portraitArt.skin.light,
      hair: portraitArt.hair.black,
      shirt: brand.inkMuted,
      backdrop: portraitArt.backdrop.lilac,
      hairStyle: 'crop',
    },
    role: { en: 'Sales Representative', fr: 'Agent immobilier' },
    body: {
      en: 'Markham and Richmond Hill specialist who prices homes from street-level sold data, not guesswork.',
      fr: 'Spécialiste de Markham et de Richmond Hill qui fixe les prix à partir des ventes de la rue, pas au hasard.',
    },
  }),
  card({
    id: 'sofia.moretti',
    name: 'Sofia Moretti',
    phone: '416-555-0190',
    look: {
      skin: portraitArt.skin.warm,
      hair: portraitArt.hair.chestnut,
      shirt: status.forLease,
      backdrop: portraitArt.backdrop.violet,
      hairStyle: 'long',
    },
    role: salesRep,
    body: {
      en: 'Former home stager who prepares east-end listings in Leslieville and the Beaches to show their best online.',
      fr: 'Ancienne valoriste résidentielle qui prépare les inscriptions de Leslieville et des Beaches pour briller en ligne.',
    },
  }),
  card({
    id: 'omar.haddad',
    name: 'Omar Haddad',
    phone: '905-555-0127',
    look: {
      skin: portraitArt.skin.tan,
      hair: portraitArt.hair.brown,
      shirt: brand.primaryDeep,
      backdrop: portraitArt.backdrop.blue,
      hairStyle: 'short',
    },
    role: { en: 'Sales Representative', fr: 'Agent immobilier' },
    body: {
      en: 'Guides investors and downsizers in Burlington and Hamilton, with leases and sales handled under one plan.',
      fr: 'Accompagne investisseurs et retraités à Burlington et à Hamilton, locations et ventes dans un même plan.',
    },
  }),
]
