import { defineBlock } from '../_shared/define';
import { Hero } from './Hero';
import { heroSchema } from './schema';

export const heroBlock = defineBlock({
  collection: 'block_hero',
  schema: heroSchema,
  Component: Hero,
  fields: ['*'],
});
