import { defineBlockCollection, field } from '#kit/cms/fields.ts';

export const cmsCollection = defineBlockCollection({
  collection: 'block_hero',
  icon: 'title',
  label: { en: { singular: 'Hero', plural: 'Heroes' }, fr: { singular: 'Bannière principale', plural: 'Bannières principales' } },
  note: 'The top of a page: its one main heading (h1), a short pitch, up to two buttons, and a picture, a video or audience cards.',
  displayTemplate: '{{headline}}',
  fields: [
    field.select(
      'variant',
      [
        { value: 'default', text: 'Text, left-aligned' },
        { value: 'centered', text: 'Text, centered' },
        { value: 'image', text: 'Text over a picture (needs an image)' },
        { value: 'split', text: 'Text beside a picture (needs an image)' },
        { value: 'video', text: 'Text beside a video (needs a video)' },
        { value: 'audience', text: 'Text and a card per audience (needs audiences)' },
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
    field.image('image', {
      width: 'half',
      note: 'The picture of the image and split variants; for a video, the still shown before it plays.',
      label: { en: 'Image', fr: 'Image' },
    }),
    field.string('image_alt', {
      width: 'half',
      note: 'What the image (or video) shows, for people who cannot see it. Required with an image or a video.',
      label: { en: 'Image or video description', fr: 'Description de l’image ou de la vidéo' },
    }),
    field.file('video', { width: 'half', note: 'Video variant: an MP4 or WebM file. It never plays by itself.', label: { en: 'Video', fr: 'Vidéo' } }),
    field.file('video_captions', {
      width: 'half',
      note: 'Captions for the video, as a WebVTT (.vtt) file in the page’s language.',
      label: { en: 'Video captions', fr: 'Sous-titres de la vidéo' },
    }),
    field.repeater(
      'audiences',
      [
        { field: 'audience', name: 'Audience', type: 'string', interface: 'input', required: true, note: 'Who the card speaks to, e.g. Homeowners.' },
        { field: 'text', name: 'Text', type: 'text', interface: 'input-multiline' },
        { field: 'href', name: 'Link', type: 'string', interface: 'input', required: true, note: 'A page like /homeowners.' },
      ],
      { note: 'Audience variant: two to four cards.', label: { en: 'Audiences', fr: 'Publics' } },
    ),
  ],
});
