import type { Review } from '../../../contract/reviews'

/**
 * The reviews the marketing pages quote, as the brokerage's review platforms published them
 * (bodies keep the platforms' HTML), each with the brokerage's French translation for French
 * visitors. Content, not code: a new review is a data change.
 */
export const REVIEWS: readonly Review[] = [
  {
    id: 'review-1',
    name: 'Jasmine K.',
    body: '<p>We bought our first condo in <strong>Liberty Village</strong> with Priya. She walked us through the pre-approval, told us honestly when a unit was overpriced, and got us in under asking.</p>',
    rating: 'google_rating_5',
    platform: 'Google',
    language: 'en',
    translation: {
      language: 'fr',
      body: "<p>Nous avons acheté notre premier condo à <strong>Liberty Village</strong> avec Priya. Elle nous a guidés dans la préapprobation, nous a dit honnêtement quand un logement était trop cher, et nous a permis d'acheter sous le prix demandé.</p>",
    },
  },
  {
    id: 'review-2',
    name: 'Robert & Anne M.',
    body: '<p>Sold our Oakville home of 22 years in nine days. The staging advice and the photos made all the difference, and Marc handled <em>four</em> offers without any drama.</p>',
    rating: 'google_rating_5',
    platform: 'Google',
    language: 'en',
    translation: {
      language: 'fr',
      body: "<p>Nous avons vendu notre maison d'Oakville, où nous avions vécu 22 ans, en neuf jours. Les conseils de mise en valeur et les photos ont tout changé, et Marc a géré <em>quatre</em> offres sans aucun drame.</p>",
    },
  },
  {
    id: 'review-3',
    name: 'Tomás R.',
    body: '<p>Having the mortgage and the realtor under one roof saved us weeks. Our rate hold was ready before we even booked showings.</p>',
    rating: 'facebook_rating_5',
    platform: 'Facebook',
    language: 'en',
    translation: {
      language: 'fr',
      body: "<p>Avoir l'hypothèque et le courtier sous le même toit nous a fait gagner des semaines. Notre taux garanti était prêt avant même que nous réservions des visites.</p>",
    },
  },
  {
    id: 'review-4',
    name: 'Mei L.',
    body: '<p>Daniel knew every sale on our street in Markham. The price he suggested was exactly where we sold. Only wish the closing paperwork had come a day sooner.</p>',
    rating: 'google_rating_4',
    platform: 'Google',
    language: 'en',
    translation: {
      language: 'fr',
      body: "<p>Daniel connaissait chaque vente de notre rue à Markham. Le prix qu'il a suggéré est exactement celui auquel nous avons vendu. Nous aurions seulement aimé recevoir les papiers de clôture un jour plus tôt.</p>",
    },
  },
  {
    id: 'review-5',
    name: 'Chris & Dev P.',
    body: '<p>Grace explained the <strong>land transfer tax</strong> rebates for first-time buyers before we asked. Clear, patient and always a phone call away.</p>',
    rating: 'google_rating_5',
    platform: 'Google',
    language: 'en',
    translation: {
      language: 'fr',
      body: '<p>Grace nous a expliqué les remboursements de <strong>droits de cession immobilière</strong> pour les premiers acheteurs avant même que nous le demandions. Claire, patiente et toujours joignable par téléphone.</p>',
    },
  },
]
