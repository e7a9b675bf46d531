import { z } from 'zod';
import { sitePath } from './paths.ts';
import { cmsImageSchema } from './image.ts';
import { LOCALES } from './locale.ts';

/** What a post's slug is: lowercase letters and digits, joined by single hyphens. */
export const POST_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A post's slug: one path segment (SPEC: /blog/{slug}). */
export const postSlugSchema = z.string().trim().regex(POST_SLUG_PATTERN, 'Lowercase letters, digits and hyphens, like heat-pump-rebates');

export { POST_SUMMARY_FIELDS } from './post-fields.ts';

/** A post as lists and teasers show it, with its address on the site. */
export const postSummarySchema = z
  .object({
    id: z.number().int(),
    // Not locale.ts's localeSchema: block schemas share chunks with browser code, which must stay zod-free.
    locale: z.enum(LOCALES),
    slug: postSlugSchema,
    title: z.string().trim().min(1),
    excerpt: z
      .string()
      .nullish()
      .transform((v) => (v?.trim() ? v.trim() : null)),
    published_at: z.string().min(1),
    featured: z
      .boolean()
      .nullish()
      .transform((v) => v ?? false),
    cover: cmsImageSchema.nullish().transform((v) => v ?? null),
    cover_alt: z
      .string()
      .nullish()
      .transform((v) => (v?.trim() ? v.trim() : null)),
    category: z
      .object({ name: z.string().trim().min(1), slug: z.string().trim().min(1) })
      .nullish()
      .transform((v) => v ?? null),
  })
  .transform((post) => ({ ...post, href: sitePath(post.locale, `/blog/${post.slug}`) }));

export type PostSummary = z.output<typeof postSummarySchema>;
