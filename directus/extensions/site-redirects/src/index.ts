// Directus hook, for redirects:
// - a published page or blog article whose slug changes gets a 301 redirect from its old address to
//   the new one, in the same transaction as the change (if the save fails, no redirect is left behind).
//   Redirects that pointed at the old address are moved to the new one, and a redirect away from the
//   new address is removed, so nothing chains or loops;
// - a redirect is saved only if it keeps the rules of schemas/redirect-rules.ts (issue 39): never from
//   one of the site's own paths (account, data rights, mailed links, the API...), and off the site only
//   to a host listed in the site settings' "Allowed redirect hosts"; otherwise the save is refused with
//   the reason in the Studio language of whoever saves (admins included: the site would ignore it);
// - that list is the admin's: anyone else's change to it is refused (Directus Core has no field-level
//   permissions, and the Marketing role updates the site settings).
import type { Knex } from 'knex';
import { redirectHosts, redirectProblem, redirectRefusal } from '../../../../schemas/redirect-rules.ts';
import { defineHook } from '../../../lib/define.ts';
import { keysOf } from '../../../lib/directus-types.ts';
import { Refused } from '../../../lib/refusals.ts';
import { sitePath } from '../../../lib/site-path.ts';
import { inLanguage, readsFrench } from '../../../lib/studio-language.ts';

type Payload = Record<string, unknown>;
/** A page or article whose slug changes, as read before the change. */
type Moved = { id: number; slug: string | null; locale: string; status: string; variant?: string | null };
const SITE_COLLECTIONS: ('pages' | 'posts')[] = ['pages', 'posts'];

/** Every language's allowed hosts, together (none when the column is not there yet). */
async function allowedHosts(knex: Knex): Promise<string[]> {
  try {
    const rows = await knex<{ redirect_hosts: unknown }>('site_settings').select('redirect_hosts');
    return [...new Set(rows.flatMap((r) => redirectHosts(r.redirect_hosts)))];
  } catch {
    return [];
  }
}

const sameHosts = (a: unknown, b: unknown) => {
  const x = redirectHosts(a).sort();
  const y = redirectHosts(b).sort();
  return x.length === y.length && x.every((h, i) => h === y[i]);
};

export default defineHook(({ filter }, { services, logger }) => {
  const { ItemsService } = services;

  for (const event of ['redirects.items.create', 'redirects.items.update']) {
    filter<Payload>(event, async (payload, meta, { database, accountability }) => {
      if (!payload || typeof payload !== 'object' || !('from' in payload || 'to' in payload)) return payload;
      // A caller without a user gets Directus's own answer (the Public policy grants nothing: 403).
      if (accountability && !accountability.user) return payload;
      const rows: { from?: unknown; to?: unknown }[] = event.endsWith('create')
        ? [{}]
        : await database<{ id: unknown; from: unknown; to: unknown }>('redirects').select('from', 'to').whereIn('id', keysOf(meta));
      const hosts = await allowedHosts(database);
      for (const before of rows) {
        const after = { from: 'from' in payload ? payload['from'] : before.from, to: 'to' in payload ? payload['to'] : before.to };
        const problem = redirectProblem(after, hosts);
        if (problem) throw new Refused({ reason: redirectRefusal(problem, await readsFrench(database, accountability)) });
      }
      return payload;
    });
  }

  for (const event of ['site_settings.items.create', 'site_settings.items.update']) {
    filter<Payload>(event, async (payload, meta, { database, accountability }) => {
      if (!payload || typeof payload !== 'object' || !('redirect_hosts' in payload)) return payload;
      // Directus itself (accountability null: the seed, other extensions) and admins may; a caller
      // without a user gets Directus's own answer (the Public policy grants nothing: 403).
      if (!accountability || accountability.admin || !accountability.user) return payload;
      const rows: { redirect_hosts: unknown }[] = event.endsWith('create')
        ? [{ redirect_hosts: null }]
        : await database<{ id: unknown; redirect_hosts: unknown }>('site_settings').select('redirect_hosts').whereIn('id', keysOf(meta));
      if (rows.every((row) => sameHosts(row.redirect_hosts, payload['redirect_hosts']))) return payload;
      throw new Refused({
        reason: inLanguage(await readsFrench(database, accountability))(
          'Only an admin can change the hosts redirects may send visitors to (Allowed redirect hosts).',
          'Seul un administrateur peut modifier les domaines vers lesquels les redirections peuvent envoyer les visiteurs (Domaines de redirection autorisés).',
        ),
      });
    });
  }

  for (const collection of SITE_COLLECTIONS) {
    filter<Payload>(`${collection}.items.update`, async (payload, meta, context) => {
      if (!payload || typeof payload['slug'] !== 'string') return payload;
      const slug = payload['slug'];
      const keys = keysOf(meta);
      if (keys.length === 0) return payload;
      const knex = context.database;
      // A version of an A/B test (pages.variant) has no address of its own: nothing to redirect.
      const columns = collection === 'pages' ? ['id', 'slug', 'locale', 'status', 'variant'] : ['id', 'slug', 'locale', 'status'];
      const rows = await knex(collection)
        .select<Moved[]>(...columns)
        .whereIn('id', keys);
      // Items events always carry the schema.
      const schema = context.schema;
      if (!schema) return payload;
      const redirects = new ItemsService('redirects', { knex, schema, accountability: null });
      for (const row of rows) {
        if (row.status !== 'published' || row.variant) continue;
        const locale = typeof payload['locale'] === 'string' ? payload['locale'] : row.locale;
        const from = sitePath(collection, row.locale, row.slug);
        const to = sitePath(collection, locale, slug);
        if (from === to) continue;
        await knex('redirects').where({ to: from }).update({ to });
        await knex('redirects').where({ from: to }).delete();
        await knex('redirects').where({ from }).delete();
        // A page that sat at one of the site's own paths (which the site never served) leaves no redirect.
        const problem = redirectProblem({ from, to }, []);
        if (problem) {
          logger.warn(`site-redirects: ${collection} #${row.id} moved from ${from} to ${to}; no redirect: ${redirectRefusal(problem, false)}`);
          continue;
        }
        await redirects.createOne({ from, to, status: '301' });
        logger.info(`site-redirects: ${collection} #${row.id} moved from ${from} to ${to}; added a 301 redirect`);
      }
      return payload;
    });
  }
});
