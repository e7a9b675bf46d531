import { defineBlockCollection, field } from '#kit/cms/fields.ts';

export const cmsCollection = defineBlockCollection({
  collection: 'block_rich_text',
  icon: 'article',
  label: { en: { singular: 'Rich text', plural: 'Rich texts' }, fr: { singular: 'Texte enrichi', plural: 'Textes enrichis' } },
  note: 'Formatted text: headings, paragraphs, lists, links, simple tables. Scripts, styles and images are removed.',
  displayTemplate: '{{html}}',
  fields: [
    {
      field: 'html',
      type: 'text',
      meta: {
        interface: 'input-rich-text-html',
        options: { toolbar: ['h2', 'h3', 'h4', 'bold', 'italic', 'bullist', 'numlist', 'blockquote', 'link', 'table', 'removeformat', 'code'] },
        required: true,
        width: 'full',
        note: 'Start with a level 2 heading; the page’s level 1 heading is its hero.',
        hidden: false,
        readonly: false,
        translations: [
          { language: 'en-US', translation: 'Text' },
          { language: 'fr-FR', translation: 'Texte' },
        ],
      },
      schema: { is_nullable: false },
    },
    field.select(
      'width',
      [
        { value: 'narrow', text: 'Narrow (reading width)' },
        { value: 'wide', text: 'Wide' },
      ],
      { required: true, default: 'narrow', width: 'half', label: { en: 'Width', fr: 'Largeur' } },
    ),
  ],
});
