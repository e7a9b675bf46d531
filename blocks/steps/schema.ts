import { z } from 'zod';
import { headedListSchema, optionalText, requiredText } from '#kit/cms/schema.ts';

export const stepSchema = z.object({
  title: requiredText,
  body: optionalText,
});

export const stepsSchema = headedListSchema('block_steps', stepSchema, { min: 2, max: 8 });

export type StepsBlock = z.output<typeof stepsSchema>;
