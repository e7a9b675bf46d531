import { defineBlockCollection } from '#kit/cms/block-collection.ts';
import { sectionHeaderFields } from '#kit/cms/block-fields.ts';
import { field } from '#kit/cms/fields.ts';
import { embedSchema } from './schema.ts';

// One collection for every widget: the free tier counts collections, and widgets differ in code, not in fields.
export const cmsCollection = defineBlockCollection(embedSchema, {
  icon: 'widgets',
  studio: {
    en: {
      name: ['Interactive widget', 'Interactive widgets'],
      about: 'A form or a game under a heading: demo request, newsletter, waitlist, report, upgrade game.',
      note: 'An interactive piece under your heading: the upgrade game, the demo request (with or without booking), the newsletter, the Stride waitlist or the report entry. Submissions land in Demo requests and Form submissions.',
    },
    fr: {
      name: ['Module interactif', 'Modules interactifs'],
      about: 'Un formulaire ou un jeu sous un titre : demande de démo, infolettre, liste d’attente, rapport, jeu des rénovations.',
      note: 'Un élément interactif sous votre titre : le jeu des rénovations, la demande de démo (avec ou sans réservation), l’infolettre, la liste d’attente de Stride ou la demande de rapport. Les envois arrivent dans Demandes de démo et Formulaires reçus.',
    },
  },
  displayTemplate: '{{kind}} · {{heading}}',
  fields: [
    field.select(
      'kind',
      [
        { value: 'upgrade_game', text: { en: 'Upgrade game', fr: 'Jeu des rénovations' } },
        { value: 'demo_booking', text: { en: 'Demo request with booking', fr: 'Demande de démo avec réservation' } },
        { value: 'demo_request', text: { en: 'Demo request (no booking)', fr: 'Demande de démo (sans réservation)' } },
        { value: 'newsletter', text: { en: 'Newsletter subscription', fr: 'Abonnement à l’infolettre' } },
        { value: 'waitlist', text: { en: 'Stride waitlist', fr: 'Liste d’attente de Stride' } },
        { value: 'report', text: { en: 'Report entry (address)', fr: 'Demande de rapport (adresse)' } },
      ],
      { required: true, default: 'upgrade_game', width: 'half', label: { en: 'Widget', fr: 'Module' } },
    ),
    ...sectionHeaderFields(),
  ],
});
