import { z } from 'zod';
import { hrefSchema } from '#schemas/link.ts';
import { headedListSchema, optionalText, requiredText } from '#kit/cms/schema.ts';

export const featureItemSchema = z.object({
  title: requiredText,
  body: optionalText,
  link_label: optionalText,
  href: hrefSchema.nullish(),
});

export const featureGridSchema = headedListSchema('block_feature_grid', featureItemSchema, { min: 1, max: 12 });

export type FeatureGridBlock = z.output<typeof featureGridSchema>;
