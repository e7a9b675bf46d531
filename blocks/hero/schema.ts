import { z } from 'zod';
import { hrefSchema } from '../../schemas/link.ts';
import { blockIdSchema, optionalText } from '../_shared/schema.ts';

export const HERO_VARIANTS = ['default', 'centered'] as const;

export const heroSchema = z.object({
  collection: z.literal('block_hero'),
  id: blockIdSchema,
  variant: z.enum(HERO_VARIANTS).default('default'),
  eyebrow: optionalText,
  headline: z.string().trim().min(1),
  body: optionalText,
  primary_label: optionalText,
  primary_href: hrefSchema.nullish(),
  secondary_label: optionalText,
  secondary_href: hrefSchema.nullish(),
});

export type HeroBlock = z.output<typeof heroSchema>;
