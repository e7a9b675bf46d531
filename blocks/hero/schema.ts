import { z } from 'zod';
import { cmsCaptionsSchema, cmsImageSchema, cmsVideoSchema } from '#schemas/image.ts';
import { hrefSchema } from '#schemas/link.ts';
import { blockSchema, optionalText, requiredText } from '#kit/cms/schema.ts';

/**
 * default: text, left-aligned. centered: text, centered. image: text over a full-width picture.
 * split: text beside a picture. video: text beside a video the visitor plays. audience: text, then
 * one card per audience (homeowners, professionals, governments), each leading to its page.
 */
export const HERO_VARIANTS = ['default', 'centered', 'image', 'split', 'video', 'audience'] as const;

export const heroAudienceSchema = z.object({
  /** Who the card speaks to: "Homeowners". It names the link. */
  audience: requiredText,
  text: optionalText,
  href: hrefSchema,
});

export const heroSchema = blockSchema('block_hero', {
  variant: z.enum(HERO_VARIANTS).default('default'),
  eyebrow: optionalText,
  headline: requiredText,
  body: optionalText,
  primary_label: optionalText,
  primary_href: hrefSchema.nullish(),
  secondary_label: optionalText,
  secondary_href: hrefSchema.nullish(),
  /** The page's largest image, so it loads first. Also the video's poster. */
  image: cmsImageSchema.nullish(),
  image_alt: optionalText,
  video: cmsVideoSchema.nullish(),
  video_captions: cmsCaptionsSchema.nullish(),
  audiences: z.array(heroAudienceSchema).max(4).nullish(),
})
  // Each rule's French words ride in its issue's `params.fr`: Directus refuses a save with them (decision 0023).
  .superRefine((hero, ctx) => {
    if (hero.image && hero.image_alt === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['image_alt'],
        message: 'An image needs its alternative text (describe what it shows)',
        params: { fr: 'Une image demande sa description (dites ce qu’elle montre)' },
      });
    if ((hero.variant === 'image' || hero.variant === 'split') && !hero.image)
      ctx.addIssue({
        code: 'custom',
        path: ['image'],
        message: `The ${hero.variant} variant needs an image`,
        params: { fr: 'Cette variante demande une image' },
      });
    if (hero.variant === 'video' && !hero.video)
      ctx.addIssue({ code: 'custom', path: ['video'], message: 'The video variant needs a video', params: { fr: 'La variante vidéo demande une vidéo' } });
    if (hero.variant === 'video' && hero.image_alt === undefined)
      ctx.addIssue({ code: 'custom', path: ['image_alt'], message: 'Describe what the video shows', params: { fr: 'Décrivez ce que montre la vidéo' } });
    if (hero.variant === 'audience' && (hero.audiences?.length ?? 0) < 2)
      ctx.addIssue({
        code: 'custom',
        path: ['audiences'],
        message: 'The audience variant needs two to four audiences',
        params: { fr: 'La variante par public demande de deux à quatre publics' },
      });
  });

export type HeroBlock = z.output<typeof heroSchema>;
