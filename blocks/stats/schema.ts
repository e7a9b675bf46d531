import { z } from 'zod';
import { blockSchema, optionalText, requiredText } from '#kit/cms/schema.ts';

export const statItemSchema = z.object({
  value: z.string().trim().min(1).max(16),
  label: requiredText,
});

export const statsSchema = blockSchema('block_stats', {
  heading: optionalText,
  items: z.array(statItemSchema).min(1).max(6),
  footnote: optionalText,
});

export type StatsBlock = z.output<typeof statsSchema>;
