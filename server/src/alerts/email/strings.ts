import type { Language } from '../../../../contract/customer'

/** French 'de' before a name: elided before a vowel ('d’Escarpment', 'de Maple Leaf'). */
export function frenchOf(name: string): string {
  return /^[aeiouyàâäéèêëîïôöùûüœ]/i.test(name) ? `d’${name}` : `de ${name}`
}

/** Every word of the alert e-mails and the unsubscribe page, in English and French. */
export const EMAIL_STRINGS = {
  en: {
    brand: 'Homewise Realty',
    greeting: (name: string) => (name ? `Hi ${name},` : 'Hello,'),
    searchSubject: (count: number, search: string) =>
      count === 1 ? `1 update for “${search}”` : `${String(count)} updates for “${search}”`,
    searchIntro: (search: string) => `Here is what changed in your saved search “${search}”.`,
    homesSubject: (count: number) =>
      count === 1 ? 'An update on a home you saved' : `${String(count)} updates on homes you saved`,
    homesIntro: 'Here is what changed for the homes you saved.',
    change: {
      new: 'New listing',
      priceDrop: 'Price reduced',
      priceRise: 'Price increased',
      backOnMarket: 'Back on the market',
      sold: 'Sold',
      leased: 'Leased',
      terminated: 'Taken off the market',
      expired: 'Listing expired',
    },
    wasPrice: 'was',
    perMonth: '/mo',
    beds: (beds: string) => `${beds} bd`,
    baths: (baths: number) => `${String(baths)} ba`,
    area: (sqft: string) => `${sqft} sq ft`,
    addressWithheld: 'Address shown on the listing page',
    viewHome: 'View home',
    seeAll: (count: number) => `See all ${String(count)} matches`,
    seeSearch: 'Open your search',
    why: (search: string | undefined) =>
      search
        ? `You get this e-mail because you saved the search “${search}” on Homewise with alerts on.`
        : 'You get this e-mail because you saved these homes on Homewise with notifications on.',
    unsubscribe: 'Unsubscribe',
    unsubscribeSearch: 'Stop alerts for this search',
    unsubscribeAll: 'Stop all alert e-mails',
    manage: 'Manage your alerts in your profile',
    courtesy: (office: string) => `Listing courtesy of ${office}`,
    page: {
      confirmTitle: 'Stop these alerts?',
      confirmSearch: (search: string) =>
        `You will no longer get e-mails for your saved search “${search}”.`,
      confirmAll: 'You will no longer get any alert e-mails for your saved searches and homes.',
      confirmButton: 'Unsubscribe',
      goneTitle: 'Nothing to stop',
      gone: 'This saved search no longer exists, so it sends you nothing. Nothing was changed.',
      offSearchTitle: (search: string) => `Alerts for “${search}” are off`,
      offSearch: 'You will not get e-mails for this saved search any more.',
      offAllTitle: 'Alert e-mails are off',
      offAll: 'You will not get alert e-mails for your saved searches and homes any more.',
      resubscribeButton: 'Resubscribe',
      backSearchTitle: (search: string) => `Alerts for “${search}” are back on`,
      backSearch: {
        instant: 'This saved search e-mails you again as soon as a home matches.',
        daily: 'This saved search e-mails you again once a day.',
        weekly: 'This saved search e-mails you again once a week.',
      },
      backAllTitle: 'Alert e-mails are back on',
      backAll: 'Your saved searches and homes e-mail you again.',
      doneSearch:
        'This saved search will not e-mail you any more. You can turn it back on in your profile.',
      doneAll:
        'You will not get alert e-mails any more. You can turn them back on in your profile.',
      changedTitle: 'Nothing was changed',
      changed:
        'This Resubscribe button was already used, or your alert settings changed since. Nothing was changed. Sign in to manage your alerts in your profile.',
      badTitle: 'This link does not work',
      bad: 'This unsubscribe link is not valid or has expired. Nothing was changed. Sign in to manage your alerts in your profile.',
      profile: 'Go to your profile',
    },
  },
  fr: {
    brand: 'Homewise Immobilier',
    greeting: (name: string) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    searchSubject: (count: number, search: string) =>
      count === 1
        ? `1 nouveauté pour «\u00a0${search}\u00a0»`
        : `${String(count)} nouveautés pour «\u00a0${search}\u00a0»`,
    searchIntro: (search: string) =>
      `Voici ce qui a changé dans votre recherche «\u00a0${search}\u00a0».`,
    homesSubject: (count: number) =>
      count === 1
        ? 'Du nouveau sur une propriété sauvegardée'
        : `${String(count)} nouveautés sur vos propriétés sauvegardées`,
    homesIntro: 'Voici ce qui a changé pour les propriétés que vous avez sauvegardées.',
    change: {
      new: 'Nouvelle inscription',
      priceDrop: 'Prix réduit',
      priceRise: 'Prix augmenté',
      backOnMarket: 'De retour sur le marché',
      sold: 'Vendue',
      leased: 'Louée',
      terminated: 'Retirée du marché',
      expired: 'Inscription expirée',
    },
    wasPrice: 'avant',
    perMonth: '/mois',
    beds: (beds: string) => `${beds} ch.`,
    baths: (baths: number) => `${String(baths)} sdb`,
    area: (sqft: string) => `${sqft} pi²`,
    addressWithheld: 'Adresse sur la page de la propriété',
    viewHome: 'Voir la propriété',
    seeAll: (count: number) => `Voir les ${String(count)} résultats`,
    seeSearch: 'Ouvrir votre recherche',
    why: (search: string | undefined) =>
      search
        ? `Vous recevez ce courriel parce que vous avez sauvegardé la recherche «\u00a0${search}\u00a0» sur Homewise avec des alertes.`
        : 'Vous recevez ce courriel parce que vous avez sauvegardé ces propriétés sur Homewise avec les notifications activées.',
    unsubscribe: 'Se désabonner',
    unsubscribeSearch: 'Arrêter les alertes de cette recherche',
    unsubscribeAll: 'Arrêter tous les courriels d’alerte',
    manage: 'Gérez vos alertes dans votre profil',
    courtesy: (office: string) => `Inscription ${frenchOf(office)}`,
    page: {
      confirmTitle: 'Arrêter ces alertes ?',
      confirmSearch: (search: string) =>
        `Vous ne recevrez plus de courriels pour votre recherche sauvegardée «\u00a0${search}\u00a0».`,
      confirmAll:
        'Vous ne recevrez plus aucun courriel d’alerte pour vos recherches et propriétés sauvegardées.',
      confirmButton: 'Se désabonner',
      goneTitle: 'Rien à arrêter',
      gone: 'Cette recherche sauvegardée n’existe plus : elle ne vous envoie rien. Rien n’a été modifié.',
      offSearchTitle: (search: string) =>
        `Les alertes pour «\u00a0${search}\u00a0» sont désactivées`,
      offSearch: 'Vous ne recevrez plus de courriels pour cette recherche sauvegardée.',
      offAllTitle: 'Les courriels d’alerte sont désactivés',
      offAll:
        'Vous ne recevrez plus de courriels d’alerte pour vos recherches et propriétés sauvegardées.',
      resubscribeButton: 'Me réabonner',
      backSearchTitle: (search: string) =>
        `Les alertes pour «\u00a0${search}\u00a0» sont réactivées`,
      backSearch: {
        instant: 'Cette recherche vous écrit de nouveau dès qu’une propriété correspond.',
        daily: 'Cette recherche vous écrit de nouveau une fois par jour.',
        weekly: 'Cette recherche vous écrit de nouveau une fois par semaine.',
      },
      backAllTitle: 'Les courriels d’alerte sont réactivés',
      backAll: 'Vos recherches et propriétés sauvegardées vous écrivent de nouveau.',
      doneSearch:
        'Cette recherche ne vous enverra plus de courriels. Vous pouvez la réactiver dans votre profil.',
      doneAll:
        'Vous ne recevrez plus de courriels d’alerte. Vous pouvez les réactiver dans votre profil.',
      changedTitle: 'Rien n’a été modifié',
      changed:
        'Ce bouton Me réabonner a déjà servi, ou vos réglages d’alerte ont changé depuis. Rien n’a été modifié. Connectez-vous pour gérer vos alertes dans votre profil.',
      badTitle: 'Ce lien ne fonctionne pas',
      bad: 'Ce lien de désabonnement n’est pas valide ou a expiré. Rien n’a été modifié. Connectez-vous pour gérer vos alertes dans votre profil.',
      profile: 'Aller à votre profil',
    },
  },
} as const satisfies Record<Language, unknown>

export type EmailStrings = (typeof EMAIL_STRINGS)[Language]

/**
 * Prices as Canadians read them in each language: $749,000 and 749 000 $. One formatter per
 * language, made once: making one costs far more than formatting with it.
 */
const PRICE_FORMATS: Readonly<Record<Language, Intl.NumberFormat>> = {
  en: new Intl.NumberFormat('en-CA', {
    style: 'currency',
    currency: 'CAD',
    maximumFractionDigits: 0,
  }),
  fr: new Intl.NumberFormat('fr-CA', {
    style: 'currency',
    currency: 'CAD',
    maximumFractionDigits: 0,
  }),
}

export function formatPrice(language: Language, price: number): string {
  return PRICE_FORMATS[language].format(price)
}
