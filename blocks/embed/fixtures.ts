import type { BlockFixtures } from '#kit/cms/block.ts';
import type { EmbedBlock } from './schema.ts';

export const embedFixtures = {
  en: {
    upgradeGame: {
      collection: 'block_embed',
      id: 1,
      kind: 'upgrade_game',
      eyebrow: 'Try it',
      heading: 'Can you upgrade this house in the right order?',
      intro: 'Four upgrades, one sensible order. Pick them one by one.',
    },
    demoBooking: {
      collection: 'block_embed',
      id: 2,
      kind: 'demo_booking',
      eyebrow: 'Demo',
      heading: 'Book your demo',
      intro: 'Tell us about you, then pick a time that suits you.',
    },
    demoRequest: {
      collection: 'block_embed',
      id: 3,
      kind: 'demo_request',
      heading: 'Request a demo',
      intro: 'Leave your details and our team will get back to you.',
    },
    newsletter: {
      collection: 'block_embed',
      id: 4,
      kind: 'newsletter',
      heading: 'Get our newsletter',
      intro: 'Rebates, heat pumps and healthier homes, once a month.',
    },
    waitlist: {
      collection: 'block_embed',
      id: 5,
      kind: 'waitlist',
      eyebrow: 'Stride',
      heading: 'Join the Stride waitlist',
      intro: 'Be among the first to scan homes with Stride.',
    },
    report: {
      collection: 'block_embed',
      id: 6,
      kind: 'report',
      heading: 'Check your home with its address',
      intro: 'Your free report arrives by email in 5-10 minutes.',
    },
  },
  fr: {
    upgradeGame: {
      collection: 'block_embed',
      id: 1,
      kind: 'upgrade_game',
      eyebrow: 'À vous de jouer',
      heading: 'Saurez-vous rénover cette maison dans le bon ordre?',
      intro: 'Quatre rénovations, un ordre logique. Choisissez-les une à une.',
    },
    demoBooking: {
      collection: 'block_embed',
      id: 2,
      kind: 'demo_booking',
      eyebrow: 'Démo',
      heading: 'Réservez votre démo',
      intro: 'Parlez-nous de vous, puis choisissez le moment qui vous convient.',
    },
    demoRequest: {
      collection: 'block_embed',
      id: 3,
      kind: 'demo_request',
      heading: 'Demander une démo',
      intro: 'Laissez-nous vos coordonnées et notre équipe vous répondra.',
    },
    newsletter: {
      collection: 'block_embed',
      id: 4,
      kind: 'newsletter',
      heading: 'Recevez notre infolettre',
      intro: 'Subventions, thermopompes et maisons plus saines, une fois par mois.',
    },
    waitlist: {
      collection: 'block_embed',
      id: 5,
      kind: 'waitlist',
      eyebrow: 'Stride',
      heading: 'Rejoignez la liste d’attente de Stride',
      intro: 'Soyez parmi les premiers à numériser des maisons avec Stride.',
    },
    report: {
      collection: 'block_embed',
      id: 6,
      kind: 'report',
      heading: 'Vérifiez votre maison à partir de son adresse',
      intro: 'Votre rapport gratuit arrive par courriel en 5 à 10 minutes.',
    },
  },
} satisfies BlockFixtures<EmbedBlock>;

/** French runs 20–30 % longer: the stress case for the choices and the feedback. */
export const embedLongFrench: EmbedBlock = {
  collection: 'block_embed',
  id: 2,
  kind: 'upgrade_game',
  eyebrow: 'Un petit jeu pour mettre vos connaissances à l’épreuve',
  heading: 'Saurez-vous planifier les rénovations énergétiques de cette maison dans le bon ordre?',
  intro: 'Quatre rénovations possibles, un seul ordre vraiment logique. Choisissez-les une à une et voyez la maison se transformer sous vos yeux.',
};
