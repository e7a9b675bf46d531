import { defineBlockCollection } from '#kit/cms/block-collection.ts';
import { blockField } from '#kit/cms/block-fields.ts';
import { field } from '#kit/cms/fields.ts';
import { mediaTextSchema } from './schema.ts';

export const cmsCollection = defineBlockCollection(mediaTextSchema, {
  icon: 'vertical_split',
  studio: {
    en: {
      name: ['Media and text', 'Media and text'],
      about: 'A picture or a video beside formatted text.',
      note: 'A picture or a video beside formatted text, with an optional link.',
    },
    fr: {
      name: ['Média et texte', 'Médias et textes'],
      about: 'Une image ou une vidéo à côté d’un texte mis en forme.',
      note: 'Une image ou une vidéo à côté d’un texte mis en forme, avec un lien facultatif.',
    },
  },
  fields: [
    blockField.eyebrow(),
    blockField.heading({ width: 'half' }),
    field.html('html', {
      required: true,
      top: 3,
      note: { en: 'Under the block’s heading: use level 3 and 4 headings.', fr: 'Sous le titre du bloc : utilisez des intertitres de niveaux 3 et 4.' },
      label: { en: 'Text', fr: 'Texte' },
    }),
    field.select(
      'media_side',
      [
        { value: 'end', text: { en: 'Media on the right', fr: 'Média à droite' } },
        { value: 'start', text: { en: 'Media on the left', fr: 'Média à gauche' } },
      ],
      { required: true, default: 'end', width: 'half', label: { en: 'Media side', fr: 'Côté du média' } },
    ),
    field.string('media_alt', {
      required: true,
      width: 'half',
      note: {
        en: 'What the picture or video shows, for people who cannot see it.',
        fr: 'Ce que montre l’image ou la vidéo, pour les personnes qui ne peuvent pas la voir.',
      },
      label: { en: 'Media description', fr: 'Description du média' },
    }),
    blockField.image({ en: 'The picture; with a video, the still shown before it plays.', fr: 'L’image; avec une vidéo, l’image affichée avant la lecture.' }),
    ...blockField.video({
      video: { en: 'Optional: an MP4 or WebM file, played by the visitor.', fr: 'Facultatif : un fichier MP4 ou WebM, que le visiteur fait jouer.' },
      captions: { en: 'Captions for the video, as a WebVTT (.vtt) file.', fr: 'Les sous-titres de la vidéo, en fichier WebVTT (.vtt).' },
    }),
    ...blockField.link('link', { label: { en: 'Link label', fr: 'Libellé du lien' }, href: { en: 'Link', fr: 'Lien' }, placeholder: '/stride' }),
  ],
});
