import { z } from 'zod';
import { hrefSchema } from '#schemas/link.ts';
import { blockIdSchema, optionalText, sectionHeaderShape } from '#kit/cms/schema.ts';

export const featureItemSchema = z.object({
  title: z.string().trim().min(1),
  body: optionalText,
  link_label: optionalText,
  href: hrefSchema.nullish(),
});

export const featureGridSchema = z.object({
  collection: z.literal('block_feature_grid'),
  id: blockIdSchema,
  ...sectionHeaderShape,
  items: z.array(featureItemSchema).min(1).max(12),
});

export type FeatureGridBlock = z.output<typeof featureGridSchema>;
