import { defineBlock } from '#kit/cms/block';
import { embedSchema } from './schema';
import { Embed } from './Embed';

export const embedBlock = defineBlock({
  collection: 'block_embed',
  schema: embedSchema,
  Component: Embed,
  fields: ['*'],
});
