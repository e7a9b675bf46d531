import { defineBlock } from '#kit/cms/block';
import { statsSchema } from './schema';
import { Stats } from './Stats';

export const statsBlock = defineBlock({
  collection: 'block_stats',
  schema: statsSchema,
  Component: Stats,
  fields: ['*'],
});
