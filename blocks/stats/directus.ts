import { defineBlockCollection } from '#kit/cms/block-collection.ts';
import { blockField, item } from '#kit/cms/block-fields.ts';
import { field } from '#kit/cms/fields.ts';
import { statsSchema } from './schema.ts';

export const cmsCollection = defineBlockCollection(statsSchema, {
  icon: 'monitoring',
  studio: {
    en: {
      name: ['Stats', 'Stats'],
      about: 'Key figures in large type, each with a short label.',
      note: 'Claims as big figures (100+, 200%, 5-10 minutes) with a short label each; 1 to 6.',
    },
    fr: {
      name: ['Statistiques', 'Statistiques'],
      about: 'Des chiffres clés en gros caractères, chacun avec un court libellé.',
      note: 'Des affirmations en gros chiffres (100+, 200 %, 5 à 10 minutes), chacune avec un court libellé; de 1 à 6.',
    },
  },
  fields: [
    blockField.heading({
      required: false,
      note: {
        en: 'Optional. Without it the figures get a hidden heading for screen readers.',
        fr: 'Facultatif. Sans titre, les chiffres reçoivent un titre masqué, destiné aux lecteurs d’écran.',
      },
    }),
    blockField.items(
      [
        item.string('value', { en: 'Figure', fr: 'Chiffre' }, { required: true, note: { en: '100+, 200%, 5-10 min', fr: '100+, 200 %, 5 à 10 min' } }),
        item.string('label', { en: 'Label', fr: 'Libellé' }, { required: true }),
      ],
      { template: '{{value}} {{label}}', label: { en: 'Figures', fr: 'Chiffres' } },
    ),
    field.string('footnote', { note: { en: 'Source or fine print.', fr: 'La source ou les précisions.' }, label: { en: 'Footnote', fr: 'Note' } }),
  ],
});
