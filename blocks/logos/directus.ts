import { defineBlockCollection } from '#kit/cms/block-collection.ts';
import { sectionHeaderFields } from '#kit/cms/block-fields.ts';
import { field } from '#kit/cms/fields.ts';
import { logosSchema } from './schema.ts';

export const cmsCollection = defineBlockCollection(logosSchema, {
  icon: 'handshake',
  studio: {
    en: {
      name: ['Logos', 'Logo walls'],
      about: 'Partner or client logos under a heading.',
      note: 'Partner or client logos under a heading. The logos are the images of one folder of the file library; each file’s title is the partner’s name.',
    },
    fr: {
      name: ['Logos', 'Murs de logos'],
      about: 'Les logos de partenaires ou de clients, sous un titre.',
      note: 'Les logos de partenaires ou de clients, sous un titre. Les logos sont les images d’un dossier de la bibliothèque de fichiers; le titre de chaque fichier est le nom du partenaire.',
    },
  },
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
