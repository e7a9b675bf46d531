import type { BlockFixtures } from '#kit/cms/block.ts';
import type { CallToActionBlock } from './schema.ts';

export const callToActionFixtures = {
  en: {
    demo: {
      collection: 'block_call_to_action',
      id: 1,
      kind: 'demo',
      tone: 'brand',
      heading: 'See it on a real home',
      body: 'Book a 30-minute demo with our team.',
      button_label: 'Book a demo',
      button_href: '/demo',
    },
    light: {
      collection: 'block_call_to_action',
      id: 2,
      kind: 'contact',
      tone: 'light',
      heading: 'Questions about your program?',
      button_label: 'Write to us',
      button_href: 'mailto:hello@example.com',
      secondary_label: 'or call +1 855 555 0134',
      secondary_href: 'tel:+18555550134',
    },
    app: {
      collection: 'block_call_to_action',
      id: 4,
      kind: 'app',
      tone: 'brand',
      heading: 'Stride is coming to your phone',
      body: 'Free scans for sign-ups until September 19.',
      button_label: 'Get the app',
      button_href: 'https://apps.apple.com/ca/app/example/id0000000000',
      secondary_label: 'Join the Android waitlist',
      secondary_href: '/stride',
    },
  },
  fr: {
    demo: {
      collection: 'block_call_to_action',
      id: 1,
      kind: 'demo',
      tone: 'brand',
      heading: 'Voyez-le à l’œuvre sur une vraie maison',
      body: 'Réservez une démo de 30 minutes avec notre équipe.',
      button_label: 'Réserver une démo',
      button_href: '/fr/demo',
    },
    light: {
      collection: 'block_call_to_action',
      id: 2,
      kind: 'contact',
      tone: 'light',
      heading: 'Des questions sur votre programme?',
      button_label: 'Écrivez-nous',
      button_href: 'mailto:hello@example.com',
      secondary_label: 'ou appelez au +1 855 555 0134',
      secondary_href: 'tel:+18555550134',
    },
    app: {
      collection: 'block_call_to_action',
      id: 4,
      kind: 'app',
      tone: 'brand',
      heading: 'Stride arrive sur votre téléphone',
      body: 'Numérisations gratuites pour les inscriptions jusqu’au 19 septembre.',
      button_label: 'Obtenir l’application',
      button_href: 'https://apps.apple.com/ca/app/example/id0000000000',
      secondary_label: 'Rejoindre la liste d’attente Android',
      secondary_href: '/fr/stride',
    },
  },
} satisfies BlockFixtures<CallToActionBlock>;

/** French runs 20–30 % longer: the stress case for the button beside the text. */
export const callToActionLongFrench: CallToActionBlock = {
  collection: 'block_call_to_action',
  id: 3,
  kind: 'demo',
  tone: 'brand',
  heading: 'Voyez notre plateforme à l’œuvre sur une vraie maison, avec un membre de notre équipe',
  body: 'Réservez une démonstration de trente minutes : nous répondrons à toutes vos questions sur les subventions, les thermopompes et la planification des travaux.',
  button_label: 'Réserver une démonstration gratuite',
  button_href: '/fr/demo',
};
