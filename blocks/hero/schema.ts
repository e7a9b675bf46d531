import { z } from 'zod';
import { cmsImageSchema } from '../../schemas/image.ts';
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
  /** Shown beside the text; it is the page's largest image, so it loads first. */
  image: cmsImageSchema.nullish(),
  image_alt: optionalText,
}).refine((hero) => !hero.image || hero.image_alt !== undefined, { path: ['image_alt'], message: 'An image needs its alternative text (describe what it shows)' });

export type HeroBlock = z.output<typeof heroSchema>;
