import { defineBlock } from '../_shared/define';

export const embedBlock = defineBlock({
  collection: 'block_embed',
  schema: () => import('./schema').then((m) => m.embedSchema),
  component: () => import('./Embed').then((m) => m.Embed),
  fields: ['*'],
});
