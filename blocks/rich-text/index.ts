import { defineBlock } from '../_shared/define';

export const richTextBlock = defineBlock({
  collection: 'block_rich_text',
  schema: () => import('./schema').then((m) => m.richTextSchema),
  component: () => import('./RichText').then((m) => m.RichText),
  fields: ['*'],
});
