import { defineBlock } from '../_shared/define';
import { stepsSchema } from './schema';
import { Steps } from './Steps';

export const stepsBlock = defineBlock({
  collection: 'block_steps',
  schema: stepsSchema,
  Component: Steps,
  fields: ['*'],
});
