import { z } from 'zod';
import { blockIdSchema, optionalText } from '#kit/cms/schema.ts';

export const faqItemSchema = z.object({
  question: z.string().trim().min(1),
  answer: z.string().trim().min(1),
});

export const faqSchema = z.object({
  collection: z.literal('block_faq'),
  id: blockIdSchema,
  heading: z.string().trim().min(1),
  intro: optionalText,
  items: z.array(faqItemSchema).min(1).max(30),
});

export type FaqBlock = z.output<typeof faqSchema>;
