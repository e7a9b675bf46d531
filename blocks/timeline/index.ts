import { defineBlock } from '../_shared/define';

export const timelineBlock = defineBlock({
  collection: 'block_timeline',
  schema: () => import('./schema').then((m) => m.timelineSchema),
  component: () => import('./Timeline').then((m) => m.Timeline),
  fields: ['*'],
});
