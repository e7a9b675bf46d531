import { z } from 'zod';
import { blockIdSchema, optionalText, sectionHeaderShape } from '#kit/cms/schema.ts';

export const testimonialSchema = z.object({
  quote: z.string().trim().min(1).max(600),
  name: z.string().trim().min(1),
  role: optionalText,
});

export const testimonialsSchema = z.object({
  collection: z.literal('block_testimonials'),
  id: blockIdSchema,
  ...sectionHeaderShape,
  items: z.array(testimonialSchema).min(1).max(6),
});

export type TestimonialsBlock = z.output<typeof testimonialsSchema>;
