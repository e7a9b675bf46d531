import { defineBlock } from '../_shared/define';
import { timelineSchema } from './schema';
import { Timeline } from './Timeline';

export const timelineBlock = defineBlock({
  collection: 'block_timeline',
  schema: timelineSchema,
  Component: Timeline,
  fields: ['*'],
});
