import { defineBlockCollection, field } from '../../directus/schema/define.ts';

export const cmsCollection = defineBlockCollection({
  collection: 'block_hero',
  icon: 'title',
  label: { en: { singular: 'Hero', plural: 'Heroes' }, fr: { singular: 'Bannière principale', plural: 'Bannières principales' } },
  note: 'The top of a page: its one main heading (h1), a short pitch and up to two buttons.',
  displayTemplate: '{{headline}}',
  fields: [
    field.select(
      'variant',
      [
        { value: 'default', text: 'Left-aligned' },
        { value: 'centered', text: 'Centered' },
      ],
      { required: true, default: 'default', width: 'half', label: { en: 'Variant', fr: 'Variante' } },
    ),
    field.string('eyebrow', { width: 'half', note: 'A few words above the heading.', label: { en: 'Eyebrow', fr: 'Surtitre' } }),
    field.string('headline', { required: true, note: 'The page’s main heading. Keep it under 70 characters.', label: { en: 'Headline', fr: 'Titre' } }),
    field.text('body', { label: { en: 'Text', fr: 'Texte' } }),
    field.string('primary_label', { width: 'half', label: { en: 'Main button label', fr: 'Libellé du bouton principal' } }),
    field.string('primary_href', { width: 'half', placeholder: '/demo', label: { en: 'Main button link', fr: 'Lien du bouton principal' } }),
    field.string('secondary_label', { width: 'half', label: { en: 'Second button label', fr: 'Libellé du second bouton' } }),
    field.string('secondary_href', { width: 'half', placeholder: '/homeowners', label: { en: 'Second button link', fr: 'Lien du second bouton' } }),
    field.image('image', { width: 'half', note: 'Optional: shown beside the text.', label: { en: 'Image', fr: 'Image' } }),
    field.string('image_alt', { width: 'half', note: 'What the image shows, for people who cannot see it. Required with an image.', label: { en: 'Image description', fr: 'Description de l’image' } }),
  ],
});
