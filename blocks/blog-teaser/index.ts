import { defineBlock } from '#kit/cms/block';
import { POST_SUMMARY_FIELDS } from '#schemas/post-fields';
import { blogTeaserSchema } from './schema';
import { BlogTeaser } from './BlogTeaser';

export const blogTeaserBlock = defineBlock({
  collection: 'block_blog_teaser',
  schema: blogTeaserSchema,
  Component: BlogTeaser,
  fields: ['*'],
  related: {
    posts: (block, { locale }) => ({
      collection: 'posts',
      fields: POST_SUMMARY_FIELDS,
      filter: {
        locale: { _eq: locale },
        status: { _eq: 'published' },
        // Scheduled posts stay out until their date ($NOW is Directus's clock).
        published_at: { _lte: '$NOW' },
        ...(block['mode'] === 'featured' ? { featured: { _eq: true } } : {}),
      },
      sort: ['-published_at', '-id'],
      // Out-of-range counts fail the block's schema; the read need not guard them.
      limit: typeof block['count'] === 'number' ? block['count'] : 3,
    }),
  },
});
