// Zod-free, so that block definitions (which reach the browser) can name them: see schemas/post.ts.

/** The fields of a post that lists and teasers show. */
export const POST_SUMMARY_FIELDS = [
  'id',
  'locale',
  'slug',
  'title',
  'excerpt',
  'published_at',
  'featured',
  'cover.id',
  'cover.width',
  'cover.height',
  'cover_alt',
  'category.name',
  'category.slug',
];
