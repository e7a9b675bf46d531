import { defineBlock } from '../_shared/define';

export const faqBlock = defineBlock({
  collection: 'block_faq',
  schema: () => import('./schema').then((m) => m.faqSchema),
  component: () => import('./Faq').then((m) => m.Faq),
  fields: ['*'],
});
