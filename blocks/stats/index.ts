import { defineBlock } from '../_shared/define';
import { cmsCollection } from './directus';
import { statsFixtures } from './fixtures';
import { statsSchema } from './schema';
import { Stats } from './Stats';

export const statsBlock = defineBlock({
  collection: 'block_stats',
  schema: statsSchema,
  Component: Stats,
  cms: cmsCollection,
  fields: ['*'],
  fixtures: statsFixtures,
});
