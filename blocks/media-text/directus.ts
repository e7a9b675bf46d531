import { defineBlockCollection, field } from '#kit/cms/fields.ts';

export const cmsCollection = defineBlockCollection({
  collection: 'block_media_text',
  icon: 'vertical_split',
  label: { en: { singular: 'Media and text', plural: 'Media and text' }, fr: { singular: 'Média et texte', plural: 'Médias et textes' } },
  note: 'A picture or a video beside formatted text, with an optional link.',
  displayTemplate: '{{heading}}',
  fields: [
    field.string('eyebrow', { width: 'half', label: { en: 'Eyebrow', fr: 'Surtitre' } }),
    field.string('heading', { required: true, width: 'half', label: { en: 'Heading', fr: 'Titre' } }),
    field.html('html', { required: true, top: 3, note: 'Under the block’s heading: use level 3 and 4 headings.', label: { en: 'Text', fr: 'Texte' } }),
    field.select(
      'media_side',
      [
        { value: 'end', text: 'Media on the right' },
        { value: 'start', text: 'Media on the left' },
      ],
      { required: true, default: 'end', width: 'half', label: { en: 'Media side', fr: 'Côté du média' } },
    ),
    field.string('media_alt', {
      required: true,
      width: 'half',
      note: 'What the picture or video shows, for people who cannot see it.',
      label: { en: 'Media description', fr: 'Description du média' },
    }),
    field.image('image', { width: 'half', note: 'The picture; with a video, the still shown before it plays.', label: { en: 'Image', fr: 'Image' } }),
    field.file('video', { width: 'half', note: 'Optional: an MP4 or WebM file, played by the visitor.', label: { en: 'Video', fr: 'Vidéo' } }),
    field.file('video_captions', {
      width: 'half',
      note: 'Captions for the video, as a WebVTT (.vtt) file.',
      label: { en: 'Video captions', fr: 'Sous-titres de la vidéo' },
    }),
    field.string('link_label', { width: 'half', label: { en: 'Link label', fr: 'Libellé du lien' } }),
    field.string('link_href', { width: 'half', placeholder: '/stride', label: { en: 'Link', fr: 'Lien' } }),
  ],
});
