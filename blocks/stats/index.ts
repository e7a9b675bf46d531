import { defineBlock } from '../_shared/define';

export const statsBlock = defineBlock({
  collection: 'block_stats',
  schema: () => import('./schema').then((m) => m.statsSchema),
  component: () => import('./Stats').then((m) => m.Stats),
  fields: ['*'],
});
