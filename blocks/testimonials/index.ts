import { defineBlock } from '#kit/cms/block';
import { testimonialsSchema } from './schema';
import { Testimonials } from './Testimonials';

export const testimonialsBlock = defineBlock({
  collection: 'block_testimonials',
  schema: testimonialsSchema,
  Component: Testimonials,
  fields: ['*'],
});
