import { defineBlockCollection } from '#kit/cms/block-collection.ts';
import { sectionHeaderFields } from '#kit/cms/block-fields.ts';
import { field } from '#kit/cms/fields.ts';
import { blogTeaserSchema } from './schema.ts';

export const cmsCollection = defineBlockCollection(blogTeaserSchema, {
  icon: 'newspaper',
  studio: {
    en: {
      name: ['Blog teaser', 'Blog teasers'],
      about: 'The latest or featured blog articles, with a link to the blog.',
      note: 'The featured or the latest blog articles in the page’s language, with a link to the blog. Hidden while there is no article to show.',
    },
    fr: {
      name: ['Aperçu du blogue', 'Aperçus du blogue'],
      about: 'Les articles récents ou en vedette du blogue, avec un lien vers le blogue.',
      note: 'Les articles en vedette ou les plus récents du blogue, dans la langue de la page, avec un lien vers le blogue. Masqué tant qu’il n’y a aucun article à afficher.',
    },
  },
  fields: [
    ...sectionHeaderFields(),
    field.select(
      'mode',
      [
        { value: 'latest', text: { en: 'Latest articles', fr: 'Articles les plus récents' } },
        { value: 'featured', text: { en: 'Featured articles', fr: 'Articles en vedette' } },
      ],
      { required: true, default: 'latest', width: 'half', label: { en: 'Articles', fr: 'Articles' } },
    ),
    field.integer('count', {
      default: 3,
      min: 1,
      max: 6,
      width: 'half',
      note: { en: 'How many articles, 1 to 6.', fr: 'Le nombre d’articles, de 1 à 6.' },
      label: { en: 'Number of articles', fr: 'Nombre d’articles' },
    }),
  ],
});
