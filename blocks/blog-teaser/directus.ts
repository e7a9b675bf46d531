import { defineBlockCollection, field, sectionHeaderFields } from '#kit/cms/fields.ts';

export const cmsCollection = defineBlockCollection({
  collection: 'block_blog_teaser',
  icon: 'newspaper',
  label: { en: { singular: 'Blog teaser', plural: 'Blog teasers' }, fr: { singular: 'Aperçu du blogue', plural: 'Aperçus du blogue' } },
  note: 'The featured or the latest blog articles in the page’s language, with a link to the blog. Hidden while there is no article to show.',
  displayTemplate: '{{heading}}',
  fields: [
    ...sectionHeaderFields(),
    field.select(
      'mode',
      [
        { value: 'latest', text: 'Latest articles' },
        { value: 'featured', text: 'Featured articles' },
      ],
      { required: true, default: 'latest', width: 'half', label: { en: 'Articles', fr: 'Articles' } },
    ),
    {
      field: 'count',
      type: 'integer',
      meta: {
        interface: 'input',
        options: { min: 1, max: 6 },
        width: 'half',
        note: 'How many articles, 1 to 6.',
        required: false,
        hidden: false,
        readonly: false,
        translations: [
          { language: 'en-US', translation: 'Number of articles' },
          { language: 'fr-FR', translation: 'Nombre d’articles' },
        ],
      },
      schema: { is_nullable: true, default_value: 3 },
    },
  ],
});
