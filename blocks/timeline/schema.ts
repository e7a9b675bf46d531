import { z } from 'zod';
import { blockIdSchema, optionalText, sectionHeaderShape } from '#kit/cms/schema.ts';

export const milestoneSchema = z.object({
  when: z.string().trim().min(1).max(24),
  title: z.string().trim().min(1),
  body: optionalText,
});

export const timelineSchema = z.object({
  collection: z.literal('block_timeline'),
  id: blockIdSchema,
  ...sectionHeaderShape,
  items: z.array(milestoneSchema).min(2).max(8),
});

export type TimelineBlock = z.output<typeof timelineSchema>;
