import { defineBlock } from '#kit/cms/block';
import { stepsSchema } from './schema';
import { Steps } from './Steps';

export const stepsBlock = defineBlock({
  collection: 'block_steps',
  schema: stepsSchema,
  Component: Steps,
  fields: ['*'],
});
