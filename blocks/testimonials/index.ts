import { defineBlock } from '../_shared/define';
import { testimonialsSchema } from './schema';
import { Testimonials } from './Testimonials';

export const testimonialsBlock = defineBlock({
  collection: 'block_testimonials',
  schema: testimonialsSchema,
  Component: Testimonials,
  fields: ['*'],
});
