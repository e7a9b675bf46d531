import { z } from 'zod';
import { headedListSchema, optionalText, requiredText } from '#kit/cms/schema.ts';

export const milestoneSchema = z.object({
  when: z.string().trim().min(1).max(24),
  title: requiredText,
  body: optionalText,
});

export const timelineSchema = headedListSchema('block_timeline', milestoneSchema, { min: 2, max: 8 });

export type TimelineBlock = z.output<typeof timelineSchema>;
