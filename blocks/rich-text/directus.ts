import { defineBlockCollection } from '#kit/cms/block-collection.ts';
import { field } from '#kit/cms/fields.ts';
import { richTextSchema } from './schema.ts';

export const cmsCollection = defineBlockCollection(richTextSchema, {
  icon: 'article',
  studio: {
    en: {
      name: ['Rich text', 'Rich texts'],
      about: 'Formatted text: headings, paragraphs, lists, links, tables.',
      note: 'Formatted text: headings, paragraphs, lists, links, simple tables. Scripts, styles and images are removed.',
    },
    fr: {
      name: ['Texte enrichi', 'Textes enrichis'],
      about: 'Du texte mis en forme : intertitres, paragraphes, listes, liens, tableaux.',
      note: 'Du texte mis en forme : intertitres, paragraphes, listes, liens, tableaux simples. Les scripts, les styles et les images sont retirés.',
    },
  },
  displayTemplate: '{{html}}',
  fields: [
    field.html('html', {
      required: true,
      tables: true,
      note: {
        en: 'Start with a level 2 heading; the page’s level 1 heading is its hero.',
        fr: 'Commencez par un intertitre de niveau 2; le titre de niveau 1 de la page est celui de sa bannière principale.',
      },
      label: { en: 'Text', fr: 'Texte' },
    }),
    field.select(
      'width',
      [
        { value: 'narrow', text: { en: 'Narrow (reading width)', fr: 'Étroite (largeur de lecture)' } },
        { value: 'wide', text: { en: 'Wide', fr: 'Large' } },
      ],
      { required: true, default: 'narrow', width: 'half', label: { en: 'Width', fr: 'Largeur' } },
    ),
  ],
});
