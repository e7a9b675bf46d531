import { defineBlock } from '#kit/cms/block';
import { timelineSchema } from './schema';
import { Timeline } from './Timeline';

export const timelineBlock = defineBlock({
  collection: 'block_timeline',
  schema: timelineSchema,
  Component: Timeline,
  fields: ['*'],
});
