import { z } from 'zod';
import { cmsCaptionsSchema, cmsImageSchema, cmsVideoSchema } from '#schemas/image.ts';
import { hrefSchema } from '#schemas/link.ts';
import { richHtmlSchema } from '#schemas/rich-text.ts';
import { blockSchema, optionalText, requiredText } from '#kit/cms/schema.ts';

export const mediaTextSchema = blockSchema('block_media_text', {
  eyebrow: optionalText,
  heading: requiredText,
  /** Sanitised HTML under the block's h2: its headings start at h3. */
  html: richHtmlSchema(3),
  /** Which side the picture or video is on, on wide screens (on phones it comes first). */
  media_side: z.enum(['start', 'end']).default('end'),
  image: cmsImageSchema.nullish(),
  /** With a video, the image is its poster. */
  video: cmsVideoSchema.nullish(),
  video_captions: cmsCaptionsSchema.nullish(),
  media_alt: z.string().trim().min(1, 'Describe what the picture or video shows'),
  link_label: optionalText,
  link_href: hrefSchema.nullish(),
}).refine((b) => b.image || b.video, { path: ['image'], message: 'Choose an image or a video', params: { fr: 'Choisissez une image ou une vidéo' } });

export type MediaTextBlock = z.output<typeof mediaTextSchema>;
