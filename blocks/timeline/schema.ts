import { z } from 'zod';
import { blockSchema, optionalText, requiredText, sectionHeaderShape } from '#kit/cms/schema.ts';

export const milestoneSchema = z.object({
  when: z.string().trim().min(1).max(24),
  title: requiredText,
  body: optionalText,
});

export const timelineSchema = blockSchema('block_timeline', {
  ...sectionHeaderShape,
  items: z.array(milestoneSchema).min(2).max(8),
});

export type TimelineBlock = z.output<typeof timelineSchema>;
