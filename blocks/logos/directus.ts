import { defineBlockCollection } from '#kit/cms/block-collection.ts';
import { sectionHeaderFields } from '#kit/cms/block-fields.ts';
import { field } from '#kit/cms/fields.ts';
import { logosSchema } from './schema.ts';

export const cmsCollection = defineBlockCollection({
  collection: 'block_logos',
  icon: 'handshake',
  label: { en: { singular: 'Logos', plural: 'Logo walls' }, fr: { singular: 'Logos', plural: 'Murs de logos' } },
  description: { en: 'Partner or client logos under a heading.', fr: 'Les logos de partenaires ou de clients, sous un titre.' },
  note: {
    en: 'Partner or client logos under a heading. The logos are the images of one folder of the file library; each file’s title is the partner’s name.',
    fr: 'Les logos de partenaires ou de clients, sous un titre. Les logos sont les images d’un dossier de la bibliothèque de fichiers; le titre de chaque fichier est le nom du partenaire.',
  },
  schema: logosSchema,
  fields: [
    ...sectionHeaderFields(),
    field.folder('folder', {
      required: true,
      note: {
        en: 'Upload the logos into one folder of the file library and pick it here. Each file’s title is read aloud as the partner’s name.',
        fr: 'Téléversez les logos dans un dossier de la bibliothèque de fichiers, puis choisissez-le ici. Le titre de chaque fichier est lu à voix haute comme nom du partenaire.',
      },
      label: { en: 'Logo folder', fr: 'Dossier des logos' },
    }),
  ],
});
