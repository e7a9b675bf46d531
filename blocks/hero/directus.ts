import { defineBlockCollection } from '#kit/cms/block-collection.ts';
import { blockField, item } from '#kit/cms/block-fields.ts';
import { field } from '#kit/cms/fields.ts';
import { heroSchema } from './schema.ts';

export const cmsCollection = defineBlockCollection(heroSchema, {
  icon: 'title',
  studio: {
    en: {
      name: ['Hero', 'Heroes'],
      about: 'The top of the page: its main heading, a short pitch and buttons.',
      note: 'The top of a page: its one main heading (h1), a short pitch, up to two buttons, and a picture, a video or audience cards.',
    },
    fr: {
      name: ['Bannière principale', 'Bannières principales'],
      about: 'Le haut de la page : son titre principal, un court argumentaire et des boutons.',
      note: 'Le haut d’une page : son unique titre principal (h1), un court argumentaire, jusqu’à deux boutons, et une image, une vidéo ou des cartes par public.',
    },
  },
  displayTemplate: '{{headline}}',
  fields: [
    field.select(
      'variant',
      [
        { value: 'default', text: { en: 'Text, left-aligned', fr: 'Texte aligné à gauche' } },
        { value: 'centered', text: { en: 'Text, centered', fr: 'Texte centré' } },
        { value: 'image', text: { en: 'Text over a picture (needs an image)', fr: 'Texte sur une image (image requise)' } },
        { value: 'split', text: { en: 'Text beside a picture (needs an image)', fr: 'Texte à côté d’une image (image requise)' } },
        { value: 'video', text: { en: 'Text beside a video (needs a video)', fr: 'Texte à côté d’une vidéo (vidéo requise)' } },
        { value: 'audience', text: { en: 'Text and a card per audience (needs audiences)', fr: 'Texte et une carte par public (publics requis)' } },
      ],
      { required: true, default: 'default', width: 'half', label: { en: 'Variant', fr: 'Variante' } },
    ),
    blockField.eyebrow(),
    field.string('headline', {
      required: true,
      note: { en: 'The page’s main heading. Keep it under 70 characters.', fr: 'Le titre principal de la page. Visez moins de 70 caractères.' },
      label: { en: 'Headline', fr: 'Titre' },
    }),
    field.text('body', { label: { en: 'Text', fr: 'Texte' } }),
    ...blockField.link('primary', {
      label: { en: 'Main button label', fr: 'Libellé du bouton principal' },
      href: { en: 'Main button link', fr: 'Lien du bouton principal' },
      placeholder: '/demo',
    }),
    ...blockField.link('secondary', {
      label: { en: 'Second button label', fr: 'Libellé du second bouton' },
      href: { en: 'Second button link', fr: 'Lien du second bouton' },
      placeholder: '/homeowners',
    }),
    blockField.image({
      en: 'The picture of the image and split variants; for a video, the still shown before it plays.',
      fr: 'L’image des variantes « sur une image » et « à côté d’une image »; pour une vidéo, l’image affichée avant la lecture.',
    }),
    field.string('image_alt', {
      width: 'half',
      note: {
        en: 'What the image (or video) shows, for people who cannot see it. Required with an image or a video.',
        fr: 'Ce que montre l’image (ou la vidéo), pour les personnes qui ne peuvent pas la voir. Obligatoire avec une image ou une vidéo.',
      },
      label: { en: 'Image or video description', fr: 'Description de l’image ou de la vidéo' },
    }),
    ...blockField.video({
      video: {
        en: 'Video variant: an MP4 or WebM file. It never plays by itself.',
        fr: 'Variante vidéo : un fichier MP4 ou WebM. La vidéo ne démarre jamais d’elle-même.',
      },
      captions: {
        en: 'Captions for the video, as a WebVTT (.vtt) file in the page’s language.',
        fr: 'Les sous-titres de la vidéo, en fichier WebVTT (.vtt), dans la langue de la page.',
      },
    }),
    field.repeater(
      'audiences',
      [
        item.string(
          'audience',
          { en: 'Audience', fr: 'Public' },
          { required: true, note: { en: 'Who the card speaks to, e.g. Homeowners.', fr: 'À qui la carte s’adresse, p. ex. Propriétaires.' } },
        ),
        item.text('text', { en: 'Text', fr: 'Texte' }),
        item.string('href', { en: 'Link', fr: 'Lien' }, { required: true, note: { en: 'A page like /homeowners.', fr: 'Une page comme /fr/homeowners.' } }),
      ],
      { note: { en: 'Audience variant: two to four cards.', fr: 'Variante par public : de deux à quatre cartes.' }, label: { en: 'Audiences', fr: 'Publics' } },
    ),
  ],
});
