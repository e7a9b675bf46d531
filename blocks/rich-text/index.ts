import { defineBlock } from '#kit/cms/block';
import { richTextSchema } from './schema';
import { RichText } from './RichText';

export const richTextBlock = defineBlock({
  collection: 'block_rich_text',
  schema: richTextSchema,
  Component: RichText,
  fields: ['*'],
});
