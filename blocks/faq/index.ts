import { defineBlock } from '../_shared/define';

export const faqBlock = defineBlock({
  collection: 'block_faq',
  schema: () => import('./schema').then((m) => m.faqSchema),
  component: () => import('./Faq').then((m) => m.Faq),
  // true only if the block has behaviour in the browser (a form, a game): then it ships JavaScript.
  hydrate: false,
  fields: ['*'],
});
