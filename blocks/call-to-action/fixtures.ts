import { bilingual, type BlockFixtures, type Say } from '#kit/cms/block.ts';
import type { CallToActionBlock } from './schema.ts';

const demo = (t: Say) =>
  ({
    collection: 'block_call_to_action',
    id: 1,
    kind: 'demo',
    tone: 'brand',
    heading: t('See it on a real home', 'Voyez-le à l’œuvre sur une vraie maison'),
    body: t('Book a 30-minute demo with our team.', 'Réservez une démo de 30 minutes avec notre équipe.'),
    button_label: t('Book a demo', 'Réserver une démo'),
    button_href: t('/demo', '/fr/demo'),
  }) satisfies CallToActionBlock;

const light = (t: Say) =>
  ({
    collection: 'block_call_to_action',
    id: 2,
    kind: 'contact',
    tone: 'light',
    heading: t('Questions about your program?', 'Des questions sur votre programme?'),
    button_label: t('Write to us', 'Écrivez-nous'),
    button_href: 'mailto:hello@example.com',
    secondary_label: t('or call +1 855 555 0134', 'ou appelez au +1 855 555 0134'),
    secondary_href: 'tel:+18555550134',
  }) satisfies CallToActionBlock;

const app = (t: Say) =>
  ({
    collection: 'block_call_to_action',
    id: 4,
    kind: 'app',
    tone: 'brand',
    heading: t('Stride is coming to your phone', 'Stride arrive sur votre téléphone'),
    body: t('Free scans for sign-ups until September 19.', 'Numérisations gratuites pour les inscriptions jusqu’au 19 septembre.'),
    button_label: t('Get the app', 'Obtenir l’application'),
    button_href: 'https://apps.apple.com/ca/app/example/id0000000000',
    secondary_label: t('Join the Android waitlist', 'Rejoindre la liste d’attente Android'),
    secondary_href: t('/stride', '/fr/stride'),
  }) satisfies CallToActionBlock;

export const callToActionFixtures = bilingual((t) => ({ demo: demo(t), light: light(t), app: app(t) })) satisfies BlockFixtures<CallToActionBlock>;
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
