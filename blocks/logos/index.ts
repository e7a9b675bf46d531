import { defineBlock } from '#kit/cms/block';
import { logosSchema } from './schema';
import { Logos } from './Logos';

export const logosBlock = defineBlock({
  collection: 'block_logos',
  schema: logosSchema,
  Component: Logos,
  fields: ['*'],
  // Marketers keep the logos in a folder of the file library; the block shows that folder's images.
  related: {
    logos: (block) =>
      typeof block['folder'] === 'string'
        ? {
            collection: 'directus_files',
            fields: ['id', 'width', 'height', 'title'],
            filter: { folder: { _eq: block['folder'] }, type: { _starts_with: 'image/' } },
            sort: ['title'],
            limit: 24,
          }
        : null,
  },
});
