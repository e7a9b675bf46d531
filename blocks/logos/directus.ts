import { defineBlockCollection, sectionHeaderFields } from '#kit/cms/fields.ts';

export const cmsCollection = defineBlockCollection({
  collection: 'block_logos',
  icon: 'handshake',
  label: { en: { singular: 'Logos', plural: 'Logo walls' }, fr: { singular: 'Logos', plural: 'Murs de logos' } },
  note: 'Partner or client logos under a heading. The logos are the images of one folder of the file library; each file’s title is the partner’s name.',
  displayTemplate: '{{heading}}',
  fields: [
    ...sectionHeaderFields(),
    {
      field: 'folder',
      type: 'uuid',
      meta: {
        interface: 'system-folder',
        required: true,
        width: 'full',
        note: 'Upload the logos into one folder of the file library and pick it here. Each file’s title is read aloud as the partner’s name.',
        hidden: false,
        readonly: false,
        translations: [
          { language: 'en-US', translation: 'Logo folder' },
          { language: 'fr-FR', translation: 'Dossier des logos' },
        ],
      },
      schema: { is_nullable: true },
    },
  ],
});
