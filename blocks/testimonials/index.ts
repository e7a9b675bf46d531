import { defineBlock } from '../_shared/define';

export const testimonialsBlock = defineBlock({
  collection: 'block_testimonials',
  schema: () => import('./schema').then((m) => m.testimonialsSchema),
  component: () => import('./Testimonials').then((m) => m.Testimonials),
  fields: ['*'],
});
