import { defineBlock } from '../_shared/define';

export const richTextBlock = defineBlock({
  collection: 'block_rich_text',
  schema: () => import('./schema').then((m) => m.richTextSchema),
  component: () => import('./RichText').then((m) => m.RichText),
  // true only if the block has behaviour in the browser (a form, a game): then it ships JavaScript.
  hydrate: false,
  fields: ['*'],
});
