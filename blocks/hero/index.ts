import { defineBlock } from '../_shared/define';
import { cmsCollection } from './directus';
import { heroFixtures } from './fixtures';
import { Hero } from './Hero';
import { heroSchema } from './schema';

export const heroBlock = defineBlock({
  collection: 'block_hero',
  schema: heroSchema,
  Component: Hero,
  cms: cmsCollection,
  fields: ['*'],
  fixtures: heroFixtures,
});
