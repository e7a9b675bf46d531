import { defineBlock } from '../_shared/define';

export const embedBlock = defineBlock({
  collection: 'block_embed',
  schema: () => import('./schema').then((m) => m.embedSchema),
  component: () => import('./Embed').then((m) => m.Embed),
  // Widgets have behaviour in the browser: the block hydrates, and each widget's code is its own chunk.
  hydrate: true,
  fields: ['*'],
});
