import { defineBlock } from '../_shared/define';

export const stepsBlock = defineBlock({
  collection: 'block_steps',
  schema: () => import('./schema').then((m) => m.stepsSchema),
  component: () => import('./Steps').then((m) => m.Steps),
  fields: ['*'],
});
