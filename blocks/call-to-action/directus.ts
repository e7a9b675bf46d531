import { defineBlockCollection } from '#kit/cms/block-collection.ts';
import { blockField } from '#kit/cms/block-fields.ts';
import { field } from '#kit/cms/fields.ts';
import { callToActionSchema } from './schema.ts';

export const cmsCollection = defineBlockCollection(callToActionSchema, {
  icon: 'ads_click',
  studio: {
    en: {
      name: ['Call to action', 'Calls to action'],
      about: 'A banded heading and a button: book a demo, get the app, contact us.',
      note: 'A banded heading, a sentence and a button: book a demo, get the app (or join the waitlist), contact us.',
    },
    fr: {
      name: ['Appel à l’action', 'Appels à l’action'],
      about: 'Un bandeau avec un titre et un bouton : réserver une démo, obtenir l’application, nous joindre.',
      note: 'Un bandeau avec un titre, une phrase et un bouton : réserver une démo, obtenir l’application (ou s’inscrire à la liste d’attente), nous joindre.',
    },
  },
  fields: [
    field.select(
      'kind',
      [
        { value: 'demo', text: { en: 'Book a demo', fr: 'Réserver une démo' } },
        { value: 'app', text: { en: 'Get the app / join the waitlist', fr: 'Obtenir l’application / s’inscrire à la liste d’attente' } },
        { value: 'contact', text: { en: 'Contact us', fr: 'Nous joindre' } },
      ],
      { required: true, default: 'demo', width: 'half', label: { en: 'Kind', fr: 'Type' } },
    ),
    field.select(
      'tone',
      [
        { value: 'brand', text: { en: 'Brand colour', fr: 'Couleur de la marque' } },
        { value: 'light', text: { en: 'Light', fr: 'Pâle' } },
      ],
      { required: true, default: 'brand', width: 'half', label: { en: 'Tone', fr: 'Ton' } },
    ),
    blockField.heading(),
    field.text('body', { label: { en: 'Text', fr: 'Texte' } }),
    ...blockField.link('button', {
      required: true,
      label: { en: 'Button label', fr: 'Libellé du bouton' },
      href: { en: 'Button link', fr: 'Lien du bouton' },
      placeholder: '/demo',
    }),
    ...blockField.link('secondary', {
      note: { en: 'Optional second action.', fr: 'Une seconde action, facultative.' },
      label: { en: 'Second link label', fr: 'Libellé du second lien' },
      href: { en: 'Second link', fr: 'Second lien' },
      placeholder: 'tel:+18555550134',
    }),
  ],
});
