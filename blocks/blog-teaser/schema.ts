import { z } from 'zod';
import { postSummarySchema } from '#schemas/post.ts';
import { blockSchema, sectionHeaderShape } from '#kit/cms/schema.ts';

export const blogTeaserSchema = blockSchema('block_blog_teaser', {
  ...sectionHeaderShape,
  /** featured: the featured articles, newest first; latest: the newest articles. */
  mode: z.enum(['featured', 'latest']).default('latest'),
  count: z
    .number()
    .int()
    .min(1)
    .max(6)
    .nullish()
    .transform((v) => v ?? 3),
  /**
   * Filled by the site (index.ts, `related`): live posts in the page's language. A post that fails its
   * schema is left out rather than taking the block down with it.
   */
  posts: z
    .array(z.unknown())
    .nullish()
    .transform((rows) =>
      (rows ?? []).flatMap((row) => {
        const post = postSummarySchema.safeParse(row);
        return post.success ? [post.data] : [];
      }),
    ),
});

export type BlogTeaserBlock = z.output<typeof blogTeaserSchema>;
