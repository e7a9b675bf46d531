// The blog's server-side contracts: a whole article and a category, as Directus stores them, and
// the list's query (?category=&sort=&page=) as the URL carries it. Server code only (zod).
import { z } from 'zod';
import { postSlugSchema, postSummarySchema } from './post.ts';
import { POST_SUMMARY_FIELDS } from './post-fields.ts';
import { sanitizeRichText } from './rich-text.ts';

export const POST_LIST_FIELDS = [...POST_SUMMARY_FIELDS, 'translation_key', 'date_created', 'date_updated'];
export const POST_FIELDS = [...POST_LIST_FIELDS, 'body'];

/** A post with what the list needs to route and filter it (the summary plus its translation link). */
export const postListItemSchema = z.intersection(
  postSummarySchema,
  z.object({
    translation_key: z.string().trim().min(1),
    date_created: z
      .string()
      .nullish()
      .transform((v) => v ?? null),
    date_updated: z
      .string()
      .nullish()
      .transform((v) => v ?? null),
  }),
);
export type PostListItem = z.output<typeof postListItemSchema>;

/** The whole article: its HTML sanitised here, with h2 as its top level (the title is the h1). */
export const postSchema = z.intersection(
  postListItemSchema,
  z.object({
    body: z
      .string()
      .transform((html) => sanitizeRichText(html, 2))
      .pipe(z.string().min(1)),
  }),
);
export type Post = z.output<typeof postSchema>;

export const categorySchema = z.object({
  name: z.string().trim().min(1),
  slug: postSlugSchema,
  translation_key: z.string().trim().min(1),
});
export type Category = z.output<typeof categorySchema>;
