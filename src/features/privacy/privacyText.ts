/** One section of the privacy notice: a heading and its paragraphs or list items. */
export interface NoticeSection {
  readonly heading: string
  readonly paragraphs?: readonly string[]
  readonly items?: readonly string[]
}

export interface PrivacyNotice {
  readonly title: string
  readonly intro: string
  readonly sections: readonly NoticeSection[]
}

/**
 * The privacy notice in English and French: what is collected, why, for how long (the retention
 * defaults the service applies) and how each right is exercised.
 */
export const PRIVACY_NOTICE: Record<'en' | 'fr', PrivacyNotice> = {
  en: {
    title: 'Privacy notice',
    intro:
      'Homewise Realty Inc., Brokerage, collects only what it needs to help you buy, sell or rent a home and to arrange a mortgage pre-approval. This page says what we collect, why, for how long, and how to exercise your rights under Canadian privacy law (PIPEDA) and Quebec’s Law 25.',
    sections: [
      {
        heading: 'What we collect and why',
        items: [
          'Contact requests (name, e-mail, phone, your message, the home you asked about): so a realtor can answer you.',
          'Your account (name, e-mail, phone, language, e-mail preferences): so you can sign in and get the alerts you ask for.',
          'Saved homes and searches: to show them to you and to e-mail you when they change, if you turn alerts on.',
          'Pre-approval applications (date of birth, income, employer, citizenship, marital status, co-signers, and the documents you upload): so our mortgage team and its lenders can assess your application.',
          'Your consent to commercial e-mail, with its wording and date: the law requires us to show it.',
        ],
      },
      {
        heading: 'How long we keep it',
        items: [
          'Contact requests from people without an account: 24 months.',
          'Pre-approval applications never submitted: 12 months after their last change.',
          'Application documents: 90 days after the decision on the application.',
          'Records of alert e-mails sent: 12 months.',
          'Your account: until you delete it.',
        ],
      },
      {
        heading: 'Your rights and how to use them',
        items: [
          'See and download your data: Profile → Account Details → Download my data gives a JSON file and a readable page of everything we hold about you.',
          'Correct it: change your name, phone and e-mail preferences in Account Details, or ask us.',
          'Withdraw consent to e-mail: every e-mail has an unsubscribe link; alerts can be turned off in your profile.',
          'Delete your account: Profile → Account Details → Delete my account. We keep only that a request you sent existed and the consent you gave, without your name or contact details.',
          'See who read your application: your profile lists each time a member of our staff opened it.',
          'Anything else, or a complaint: write to our privacy officer at privacy@homewise.example. You may also complain to the Office of the Privacy Commissioner of Canada or, in Quebec, the Commission d’accès à l’information.',
        ],
      },
      {
        heading: 'How we protect it',
        paragraphs: [
          'Only staff who need it can read an application, and every read is recorded. Connections are encrypted, and sensitive application fields and documents are encrypted where they are stored.',
        ],
      },
    ],
  },
  fr: {
    title: 'Avis de confidentialité',
    intro:
      'Homewise Realty Inc., Brokerage, ne recueille que ce dont elle a besoin pour vous aider à acheter, vendre ou louer une propriété et à obtenir une préapprobation hypothécaire. Cette page indique ce que nous recueillons, pourquoi, pour combien de temps, et comment exercer vos droits selon la loi canadienne (LPRPDE) et la Loi 25 du Québec.',
    sections: [
      {
        heading: 'Ce que nous recueillons et pourquoi',
        items: [
          'Demandes de contact (nom, courriel, téléphone, votre message, la propriété visée) : pour qu’un courtier vous réponde.',
          'Votre compte (nom, courriel, téléphone, langue, préférences de courriel) : pour vous connecter et recevoir les alertes demandées.',
          'Propriétés et recherches sauvegardées : pour vous les montrer et vous écrire quand elles changent, si vous activez les alertes.',
          'Demandes de préapprobation (date de naissance, revenus, employeur, citoyenneté, état civil, cosignataires et documents téléversés) : pour que notre équipe hypothécaire et ses prêteurs évaluent votre demande.',
          'Votre consentement aux courriels commerciaux, avec son libellé et sa date : la loi nous oblige à pouvoir le démontrer.',
        ],
      },
      {
        heading: 'Combien de temps nous les gardons',
        items: [
          'Demandes de contact de personnes sans compte : 24 mois.',
          'Demandes de préapprobation jamais soumises : 12 mois après leur dernière modification.',
          'Documents des demandes : 90 jours après la décision.',
          'Registres des alertes envoyées : 12 mois.',
          'Votre compte : jusqu’à ce que vous le supprimiez.',
        ],
      },
      {
        heading: 'Vos droits et comment les exercer',
        items: [
          'Consulter et télécharger vos données : Profil → Détails du compte → Télécharger mes données donne un fichier JSON et une page lisible de tout ce que nous détenons sur vous.',
          'Les corriger : modifiez votre nom, votre téléphone et vos préférences dans Détails du compte, ou écrivez-nous.',
          'Retirer votre consentement aux courriels : chaque courriel a un lien de désabonnement; les alertes se désactivent dans votre profil.',
          'Supprimer votre compte : Profil → Détails du compte → Supprimer mon compte. Nous ne gardons que l’existence d’une demande envoyée et le consentement donné, sans votre nom ni vos coordonnées.',
          'Savoir qui a consulté votre demande : votre profil indique chaque consultation par un membre de notre personnel.',
          'Toute autre demande, ou une plainte : écrivez à notre responsable de la protection des renseignements personnels, privacy@homewise.example. Vous pouvez aussi vous adresser au Commissariat à la protection de la vie privée du Canada ou, au Québec, à la Commission d’accès à l’information.',
        ],
      },
      {
        heading: 'Comment nous les protégeons',
        paragraphs: [
          'Seul le personnel qui en a besoin peut lire une demande, et chaque consultation est enregistrée. Les connexions sont chiffrées, et les champs sensibles et documents des demandes sont chiffrés là où ils sont conservés.',
        ],
      },
    ],
  },
}
