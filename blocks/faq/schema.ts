import { z } from 'zod';
import { blockSchema, optionalText, requiredText } from '#kit/cms/schema.ts';

export const faqItemSchema = z.object({
  question: requiredText,
  answer: requiredText,
});

export const faqSchema = blockSchema('block_faq', {
  heading: requiredText,
  intro: optionalText,
  items: z.array(faqItemSchema).min(1).max(30),
});

export type FaqBlock = z.output<typeof faqSchema>;
