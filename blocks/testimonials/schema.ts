import { z } from 'zod';
import { headedListSchema, optionalText, requiredText } from '#kit/cms/schema.ts';

export const testimonialSchema = z.object({
  quote: z.string().trim().min(1).max(600),
  name: requiredText,
  role: optionalText,
});

export const testimonialsSchema = headedListSchema('block_testimonials', testimonialSchema, { min: 1, max: 6 });

export type TestimonialsBlock = z.output<typeof testimonialsSchema>;
