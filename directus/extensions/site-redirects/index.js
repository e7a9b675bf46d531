// Directus hook: a published page or blog article whose slug changes gets a 301 redirect from its
// old address to the new one, in the same transaction as the change (if the save fails, no
// redirect is left behind). Redirects that pointed at the old address are moved to the new one,
// and a redirect away from the new address is removed, so nothing chains or loops.
import { sitePath } from '../../lib/site-path.js';

export default ({ filter }, { services, logger }) => {
  const { ItemsService } = services;

  for (const collection of ['pages', 'posts']) {
    filter(`${collection}.items.update`, async (payload, meta, context) => {
      if (!payload || typeof payload.slug !== 'string') return payload;
      const keys = meta.keys ?? [];
      if (keys.length === 0) return payload;
      const knex = context.database;
      // A version of an A/B test (pages.variant) has no address of its own: nothing to redirect.
      const columns = collection === 'pages' ? ['id', 'slug', 'locale', 'status', 'variant'] : ['id', 'slug', 'locale', 'status'];
      const rows = await knex(collection)
        .select(...columns)
        .whereIn('id', keys);
      const redirects = new ItemsService('redirects', { knex, schema: context.schema, accountability: null });
      for (const row of rows) {
        if (row.status !== 'published' || row.variant) continue;
        const locale = typeof payload.locale === 'string' ? payload.locale : row.locale;
        const from = sitePath(collection, row.locale, row.slug);
        const to = sitePath(collection, locale, payload.slug);
        if (from === to) continue;
        await knex('redirects').where({ to: from }).update({ to });
        await knex('redirects').where({ from: to }).delete();
        await knex('redirects').where({ from }).delete();
        await redirects.createOne({ from, to, status: '301' });
        logger.info(`site-redirects: ${collection} #${row.id} moved from ${from} to ${to}; added a 301 redirect`);
      }
      return payload;
    });
  }
};
