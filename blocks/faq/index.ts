import { defineBlock } from '#kit/cms/block';
import { faqSchema } from './schema';
import { Faq } from './Faq';

export const faqBlock = defineBlock({
  collection: 'block_faq',
  schema: faqSchema,
  Component: Faq,
  fields: ['*'],
});
