import { z } from 'zod';
import { blockSchema, optionalText, requiredText, sectionHeaderShape } from '#kit/cms/schema.ts';

export const stepSchema = z.object({
  title: requiredText,
  body: optionalText,
});

export const stepsSchema = blockSchema('block_steps', {
  ...sectionHeaderShape,
  items: z.array(stepSchema).min(2).max(8),
});

export type StepsBlock = z.output<typeof stepsSchema>;
