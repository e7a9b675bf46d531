import { defineBlock } from '../_shared/define';

export const timelineBlock = defineBlock({
  collection: 'block_timeline',
  schema: () => import('./schema').then((m) => m.timelineSchema),
  component: () => import('./Timeline').then((m) => m.Timeline),
  // true only if the block has behaviour in the browser (a form, a game): then it ships JavaScript.
  hydrate: false,
  fields: ['*'],
});
