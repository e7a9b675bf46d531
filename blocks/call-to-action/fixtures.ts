import type { BlockFixtures } from '../_shared/define.ts';
import type { CallToActionBlock } from './schema.ts';

export const callToActionFixtures = {
  en: {
    demo: {
      collection: 'block_call_to_action',
      id: 1,
      tone: 'brand',
      heading: 'See it on a real home',
      body: 'Book a 30-minute demo with our team.',
      button_label: 'Book a demo',
      button_href: '/demo',
    },
    light: {
      collection: 'block_call_to_action',
      id: 2,
      tone: 'light',
      heading: 'Questions about your program?',
      button_label: 'Contact us',
      button_href: 'mailto:hello@example.com',
    },
  },
  fr: {
    demo: {
      collection: 'block_call_to_action',
      id: 1,
      tone: 'brand',
      heading: 'Voyez-le à l’œuvre sur une vraie maison',
      body: 'Réservez une démo de 30 minutes avec notre équipe.',
      button_label: 'Réserver une démo',
      button_href: '/fr/demo',
    },
    light: {
      collection: 'block_call_to_action',
      id: 2,
      tone: 'light',
      heading: 'Des questions sur votre programme?',
      button_label: 'Nous joindre',
      button_href: 'mailto:hello@example.com',
    },
  },
} satisfies BlockFixtures<CallToActionBlock>;

/** French runs 20–30 % longer: the stress case for the button beside the text. */
export const callToActionLongFrench: CallToActionBlock = {
  collection: 'block_call_to_action',
  id: 3,
  tone: 'brand',
  heading: 'Voyez notre plateforme à l’œuvre sur une vraie maison, avec un membre de notre équipe',
  body: 'Réservez une démonstration de trente minutes : nous répondrons à toutes vos questions sur les subventions, les thermopompes et la planification des travaux.',
  button_label: 'Réserver une démonstration gratuite',
  button_href: '/fr/demo',
};
