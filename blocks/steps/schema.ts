import { z } from 'zod';
import { blockIdSchema, optionalText, sectionHeaderShape } from '#kit/cms/schema.ts';

export const stepSchema = z.object({
  title: z.string().trim().min(1),
  body: optionalText,
});

export const stepsSchema = z.object({
  collection: z.literal('block_steps'),
  id: blockIdSchema,
  ...sectionHeaderShape,
  items: z.array(stepSchema).min(2).max(8),
});

export type StepsBlock = z.output<typeof stepsSchema>;
