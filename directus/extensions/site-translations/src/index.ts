// Directus hook: every page and article knows its twin, and French comes first (issue 41, decision 0024).
// - Each row of pages and posts carries `translation_state` (in_step, outdated, missing: directus/lib/
//   twins.ts says how), kept here as either language changes: a page's own fields, its blocks' list
//   (pages_blocks: added, removed, moved, hidden) and any of its blocks (a block belongs to a page
//   through pages_blocks: item + collection). The saves of one request (a page saved with its blocks
//   is several events) are settled together, a moment after they end. Its own writes go straight to
//   the table (no event, no revision, no `date_updated`): nothing loops, and the sitemap's lastmod and
//   the Pages list's "last saved" stay the marketer's.
// - "Checked against the other language" (mark_reviewed), ticked and saved, stamps the row's
//   translation_reviewed_at and is cleared in the same save.
// - Publishing a page (status → published) whose twin is missing is refused with the reason, unless the
//   page is one-language with a note why; publishing an English page whose French twin is outdated needs
//   "Publish though the French version is outdated" ticked in the same save (the save's revision keeps
//   it; the hook clears it afterwards, so the next publish asks again). Admins (the setup, the seed,
//   the tests' fixtures) are not held to it, as with the redirect hosts; everyone else is.
import type { Knex } from 'knex';
import { keysOf, type Schema } from '../../../lib/directus-types.ts';
import { defineHook } from '../../../lib/define.ts';
import { publishProblem, publishRefusal } from '../../../lib/publish-rules.ts';
import { Refused } from '../../../lib/refusals.ts';
import { readsFrench } from '../../../lib/studio-language.ts';
import {
  blockKey,
  blocksByPage,
  BOOKKEEPING_FIELDS,
  KEPT_FIELDS,
  KEPT_PAGE_FIELDS,
  readBlockChanges,
  settleTwins,
  stampBlocks,
  strongest,
  twinBlockMarks,
  twinsOf,
  type PageBlockRef,
  type Touch,
  type TwinRow,
} from '../../../lib/twins.ts';

type Payload = Record<string, unknown>;
type Twinned = 'pages' | 'posts';
const TWINNED: readonly Twinned[] = ['pages', 'posts'];
const isTwinned = (c: unknown): c is Twinned => c === 'pages' || c === 'posts';

/** How long after the last event of a burst the rows are settled. */
const SETTLE_MS = 150;

const isRecord = (v: unknown): v is Payload => typeof v === 'object' && v !== null && !Array.isArray(v);
const ids = (values: unknown[]): number[] => values.map(Number).filter((n) => Number.isInteger(n) && n > 0);

/** Whether a save of these fields changes what visitors read. */
const changesContent = (payload: unknown) => isRecord(payload) && Object.keys(payload).some((k) => !BOOKKEEPING_FIELDS.has(k));

/** The block collections: those a page's blocks may be (the many-to-any's allowed collections). */
function blockCollections(
  relations: readonly { collection: string; field: string; meta: { one_allowed_collections?: string[] | null } | null }[],
): Set<string> {
  const m2a = relations.find((r) => r.collection === 'pages_blocks' && r.field === 'item');
  return new Set(m2a?.meta?.one_allowed_collections ?? []);
}

/** Writes a moment as the database keeps timestamps: SQLite as ms, others as a Date. */
const momentFor = (knex: Knex) => {
  const client: unknown = isRecord(knex.client) && isRecord(knex.client['config']) ? knex.client['config']['client'] : null;
  const sqlite = typeof client === 'string' && client.startsWith('sqlite');
  return (ms: number): number | Date => (sqlite ? ms : new Date(ms));
};

export default defineHook(({ filter, action }, { database, logger, services, getSchema }) => {
  const pending: Record<Twinned, Map<number, Touch>> = { pages: new Map(), posts: new Map() };
  const confirmed = new Set<number>();
  /** The blocks changed in this burst, by page: `collection:item`. */
  const blockTouches = new Map<number, Set<string>>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();

  const touch = (collection: Twinned, keys: number[], how: Touch) => {
    for (const id of keys) pending[collection].set(id, strongest(pending[collection].get(id), how));
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      running = running.then(settle, settle);
    }, SETTLE_MS);
  };

  /** Brings the stamps and states of every page and post up to date with what was touched. */
  async function settle(): Promise<void> {
    const batch = { pages: new Map(pending.pages), posts: new Map(pending.posts) };
    const clear = [...confirmed];
    const blocksTouched = new Map(blockTouches);
    pending.pages.clear();
    pending.posts.clear();
    confirmed.clear();
    blockTouches.clear();
    const moment = momentFor(database);
    const now = Date.now();
    let wrote = 0;
    try {
      await database.transaction(async (trx) => {
        for (const collection of TWINNED) {
          const pages = collection === 'pages';
          const columns = ['id', 'locale', 'translation_key', ...(pages ? ['variant', ...KEPT_PAGE_FIELDS] : []), ...KEPT_FIELDS];
          const rows = await trx(collection).select<(TwinRow & { block_changes?: unknown; twin_changed_blocks?: unknown })[]>(columns);
          const updates = settleTwins(rows, batch[collection], now);
          const writes = new Map<number, Record<string, unknown>>();
          const write = (id: number, change: Record<string, unknown>) => writes.set(id, { ...writes.get(id), ...change });
          for (const [id, u] of updates) {
            write(id, {
              ...(u.translation_state ? { translation_state: u.translation_state } : {}),
              ...(u.content_changed_at === undefined ? {} : { content_changed_at: moment(u.content_changed_at) }),
              ...(u.translation_reviewed_at === undefined ? {} : { translation_reviewed_at: moment(u.translation_reviewed_at) }),
            });
          }
          if (pages) {
            // Per block: each page's own block changes, then the marks of its twin's changed blocks.
            const blocks = blocksByPage(await trx('pages_blocks').select<PageBlockRef[]>('id', 'pages_id', 'collection', 'item', 'sort'));
            const settled = rows.map((r) => ({ ...r, ...updates.get(r.id) }));
            const changes = new Map<number, Record<string, number>>();
            for (const row of settled) {
              const stored = readBlockChanges(row.block_changes);
              const next = stampBlocks(stored, blocksTouched.get(row.id) ?? new Set(), blocks.get(row.id) ?? [], now);
              changes.set(row.id, next);
              if (JSON.stringify(next) !== JSON.stringify(stored)) write(row.id, { block_changes: JSON.stringify(next) });
            }
            const twins = twinsOf(settled);
            for (const row of settled) {
              const twin = twins.get(row.id);
              const marks = twin ? twinBlockMarks(row, twin, blocks.get(twin.id) ?? [], changes.get(twin.id) ?? {}) : [];
              const stored: unknown = typeof row.twin_changed_blocks === 'string' ? row.twin_changed_blocks : JSON.stringify(row.twin_changed_blocks ?? []);
              if (JSON.stringify(marks) !== stored) write(row.id, { twin_changed_blocks: JSON.stringify(marks) });
            }
          }
          for (const [id, change] of writes) {
            await trx(collection).where({ id }).update(change);
            wrote++;
          }
        }
        if (clear.length) await trx('pages').whereIn('id', clear).update({ confirm_outdated_twin: false });
      });
    } catch (error) {
      // Before the fields exist (a first start, before the schema is applied) there is nothing to keep.
      logger.debug(`site-translations: could not settle the translation states (${error instanceof Error ? error.message : String(error)})`);
      return;
    }
    if (wrote || clear.length) await purgeCache();
  }

  /** Directus's cache (the scale path's Redis), since these writes bypass its services. */
  async function purgeCache(): Promise<void> {
    try {
      const schema = await getSchema();
      const admin = { role: null, roles: [], user: null, admin: true, app: false, ip: null };
      await new services.UtilsService({ knex: database, schema, accountability: admin }).clearCache({ system: false });
    } catch (error) {
      logger.warn(`site-translations: could not clear Directus's cache (${error instanceof Error ? error.message : String(error)})`);
    }
  }

  // ---- The saves: what a person may not set, what "checked" does, and what publishing asks ----

  for (const collection of TWINNED) {
    for (const event of [`${collection}.items.create`, `${collection}.items.update`]) {
      filter<Payload>(event, async (payload, meta, { database: knex, accountability }) => {
        if (!isRecord(payload)) return payload;
        const out: Payload = { ...payload };
        // What the Studio keeps is never a person's to set (Core has no field-level permissions).
        if (accountability) for (const f of [...KEPT_FIELDS, ...KEPT_PAGE_FIELDS]) delete out[f];
        if (out['mark_reviewed'] === true) out['translation_reviewed_at'] = new Date().toISOString();
        if ('mark_reviewed' in out) out['mark_reviewed'] = false;
        if (collection === 'pages' && accountability?.user && !accountability.admin && out['status'] === 'published') {
          await refuseUnfitPublish(knex, accountability, out, event.endsWith('create') ? [] : ids(keysOf(meta)));
        }
        return out;
      });
    }
  }

  async function refuseUnfitPublish(knex: Knex, accountability: { user?: string | null }, payload: Payload, keys: number[]): Promise<void> {
    type Row = {
      id: number;
      status: string;
      locale: string;
      translation_key: string | null;
      variant: string | null;
      one_language: unknown;
      one_language_note: string | null;
    };
    const fields = ['id', 'status', 'locale', 'translation_key', 'variant', 'one_language', 'one_language_note'];
    const before: Partial<Row>[] = keys.length ? await knex('pages').select<Row[]>(fields).whereIn('id', keys) : [{}];
    for (const row of before) {
      // Only the move to published: a published page saved again was asked when it was published.
      if (row.status === 'published') continue;
      const pick = <K extends keyof Row>(k: K): unknown => (k in payload ? payload[k] : row[k]);
      const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
      const locale = text(pick('locale')) ?? 'en';
      const key = text(pick('translation_key'));
      const variant = text(pick('variant'));
      const note = text(pick('one_language_note'));
      const oneLanguage = pick('one_language');
      const twin: { translation_state: string | null } | undefined = key
        ? await knex('pages')
            .select<{ translation_state: string | null }[]>('translation_state')
            .where({ translation_key: key })
            .whereNot({ locale })
            .modify((q) => {
              if (variant) void q.where({ variant });
              else void q.whereNull('variant');
            })
            .first<{ translation_state: string | null } | undefined>()
        : undefined;
      const problem = publishProblem(
        {
          locale,
          variant,
          one_language: oneLanguage === true || oneLanguage === 1 || oneLanguage === '1',
          one_language_note: note,
          confirm_outdated_twin: payload['confirm_outdated_twin'] === true,
        },
        twin ?? null,
      );
      if (problem) throw new Refused({ reason: publishRefusal(problem, await readsFrench(knex, accountability)) });
    }
  }

  // ---- What changed: the rows touched, settled a moment later ----

  for (const collection of TWINNED) {
    action(`${collection}.items.create`, (meta) => {
      touch(collection, ids([meta['key']]), 'created');
      if (collection === 'pages' && isRecord(meta['payload']) && meta['payload']['confirm_outdated_twin'] === true) confirmed.add(Number(meta['key']));
    });
    action(`${collection}.items.update`, (meta) => {
      const keys = ids(keysOf(meta));
      touch(collection, keys, changesContent(meta['payload']) ? 'content' : 'recheck');
      if (collection === 'pages' && isRecord(meta['payload']) && meta['payload']['confirm_outdated_twin'] === true) for (const k of keys) confirmed.add(k);
    });
    action(`${collection}.items.delete`, () => touch(collection, [], 'recheck'));
  }

  /** The rows of pages_blocks that hold these blocks, or these rows of pages_blocks. */
  async function placesOf(collection: string, keys: unknown[], knex: Knex = database): Promise<PageBlockRef[]> {
    if (keys.length === 0) return [];
    const query = knex('pages_blocks').select<PageBlockRef[]>('id', 'pages_id', 'collection', 'item', 'sort');
    return collection === 'pages_blocks'
      ? await query.whereIn('id', ids(keys))
      : await query.where({ collection }).whereIn(
          'item',
          keys.map((k) => String(k)),
        );
  }
  const pagesOf = (places: PageBlockRef[]) => ids(places.map((p) => p.pages_id));

  /** These blocks changed: their pages' content, and each block for the Visual Editor's marks. */
  function blocksChanged(places: PageBlockRef[]): void {
    for (const p of places) {
      if (p.pages_id === null || !p.collection || p.item === null) continue;
      const keys = blockTouches.get(p.pages_id) ?? new Set<string>();
      keys.add(blockKey(p.collection, p.item));
      blockTouches.set(p.pages_id, keys);
    }
    touch('pages', pagesOf(places), 'content');
  }

  /** Whether rows of `collection` belong to pages through pages_blocks (the junction itself, or a block). */
  const isBlockish = async (collection: unknown, schema: Schema | null): Promise<boolean> => {
    if (collection === 'pages_blocks') return true;
    if (typeof collection !== 'string' || isTwinned(collection) || collection.startsWith('directus_')) return false;
    return blockCollections((schema ?? (await getSchema())).relations).has(collection);
  };

  // A block or a row of the page's list, changed or added: its page changed.
  for (const event of ['items.create', 'items.update']) {
    action(event, async (meta, { schema }) => {
      try {
        if (!(await isBlockish(meta['collection'], schema))) return;
        const keys = event === 'items.create' ? [meta['key']] : keysOf(meta);
        blocksChanged(await placesOf(String(meta['collection']), keys));
      } catch (error) {
        logger.warn(
          `site-translations: ${String(meta['collection'])} changed, but its pages were not found (${error instanceof Error ? error.message : String(error)})`,
        );
      }
    });
  }
  // Removed: the pages are found before the rows go.
  filter<unknown>('items.delete', async (keys, meta, { database: knex, schema }) => {
    if (Array.isArray(keys) && (await isBlockish(meta['collection'], schema)))
      touch('pages', pagesOf(await placesOf(String(meta['collection']), keys, knex)), 'content');
    return keys;
  });
  action('items.sort', (meta) => {
    if (meta['collection'] === 'pages_blocks') touch('pages', [], 'recheck');
  });

  // The fields come (a first start, an upgrade): every row gets its state.
  action('fields.create', (meta) => {
    if (isTwinned(meta['collection'])) touch(meta['collection'], [], 'recheck');
  });
  action('server.start', () => {
    for (const collection of TWINNED) touch(collection, [], 'recheck');
  });
});
