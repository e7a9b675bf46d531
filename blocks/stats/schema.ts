import { z } from 'zod';
import { blockIdSchema, optionalText } from '#kit/cms/schema.ts';

export const statItemSchema = z.object({
  value: z.string().trim().min(1).max(16),
  label: z.string().trim().min(1),
});

export const statsSchema = z.object({
  collection: z.literal('block_stats'),
  id: blockIdSchema,
  heading: optionalText,
  items: z.array(statItemSchema).min(1).max(6),
  footnote: optionalText,
});

export type StatsBlock = z.output<typeof statsSchema>;
