import { defineBlock } from '../_shared/define';
import { statsSchema } from './schema';
import { Stats } from './Stats';

export const statsBlock = defineBlock({
  collection: 'block_stats',
  schema: statsSchema,
  Component: Stats,
  fields: ['*'],
});
