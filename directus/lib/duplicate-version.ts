// "Duplicate as a version" (decision 0018), for extensions/site-duplicate-version: a page, in each of
// its languages, copied with copies of its blocks as the next version (B, C, D) of its A/B test, the
// test made as a draft when the page has none. Read and written through Directus's ItemsService with
// the marketer's own permissions, in one transaction.
import type { Knex } from 'knex';
import type { Accountability, ItemsServiceClass, Schema } from './directus-types.ts';
import { inLanguage, readsFrench } from './studio-language.ts';

const VERSION_KEYS = ['B', 'C', 'D'];
/** What a copy of a page does not take from its original: Directus sets these itself. */
const NOT_COPIED = new Set(['id', 'blocks', 'date_created', 'date_updated', 'user_created', 'user_updated', 'experiment', 'variant', 'experiments']);

type Split = { key: string; weight: number }[];
type Row = Record<string, unknown>;
type Page = Row & { id: number; title: string; translation_key: string; variant: string | null; status: string; locale: string };
type Experiment = Row & { id: string | number; status: string; variants: unknown };
type Junction = { collection: string | null; item: string | null; sort: number | null; hidden: boolean | null };

const parse = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
};

/** Equal shares of 100 for `keys`, A taking what does not divide: 50/50, 34/33/33, 25 each. */
export function evenSplit(keys: string[]): Split {
  const share = Math.floor(100 / keys.length);
  return keys.map((key) => ({ key, weight: key === 'A' ? 100 - share * (keys.length - 1) : share }));
}

export type Duplicated = { ok: true; experiment: string | number; variant: string; pages: (string | number)[] } | { ok: false; reason: string };

export async function duplicateAsVersion({
  pageId,
  database,
  schema,
  accountability,
  ItemsService,
}: {
  pageId: number;
  database: Knex;
  schema: Schema;
  accountability: Accountability | null;
  ItemsService: ItemsServiceClass;
}): Promise<Duplicated> {
  return database.transaction(async (trx) => {
    // Refusals and the test's name in the marketer's Studio language.
    const say = inLanguage(await readsFrench(trx, accountability));
    const refuse = (en: string, fr: string): Duplicated => ({ ok: false, reason: say(en, fr) });
    const items = <T extends Row = Row>(collection: string) => new ItemsService<T>(collection, { knex: trx, schema, accountability });
    const pages = items<Page>('pages');
    const page = await pages.readOne(pageId, { fields: ['id', 'title', 'translation_key', 'variant'] }).catch(() => null);
    if (!page) return refuse('This page no longer exists.', 'Cette page n’existe plus.');
    if (page.variant)
      return refuse(
        'This page is already a version of a test: duplicate the page itself.',
        'Cette page est déjà une version d’un test : dupliquez plutôt la page elle-même.',
      );

    // The page's test that has not ended (a draft, or running), whichever language's row it names.
    const siblings = await pages.readByQuery({
      filter: { translation_key: { _eq: page.translation_key }, variant: { _null: true } },
      fields: ['id', 'status', 'locale'],
      limit: -1,
    });
    const experiments = items<Experiment>('experiments');
    const open = await experiments.readByQuery({
      filter: { page: { _in: siblings.map((s) => s.id) }, status: { _neq: 'stopped' } },
      fields: ['id', 'status', 'variants'],
      sort: ['id'],
      limit: 1,
    });
    let experiment: Experiment | undefined = open[0];
    if (experiment?.status === 'running')
      return refuse(
        'This page’s test is running: stop it before adding a version, so that its results stay sound.',
        'Le test de cette page est en cours : arrêtez-le avant d’ajouter une version, pour que ses résultats restent fiables.',
      );
    if (!experiment) {
      // French typography puts a space before the colon.
      const name = say(`A/B test: ${page.title}`, `Test A/B : ${page.title}`);
      const id = await experiments.createOne({ name, status: 'draft', page: page.id, variants: evenSplit(['A']) });
      experiment = { id, status: 'draft', variants: evenSplit(['A']) };
    }

    const parsed = parse(experiment.variants);
    const variants: { key: string }[] = Array.isArray(parsed) ? parsed.filter(hasKey) : [];
    const taken = new Set<unknown>(variants.map((v) => v.key));
    const existing = await pages.readByQuery({ filter: { experiment: { _eq: experiment.id } }, fields: ['variant'], limit: -1 });
    for (const row of existing) taken.add(row.variant);
    const key = VERSION_KEYS.find((k) => !taken.has(k));
    if (!key) return refuse('A test has at most four versions, A to D.', 'Un test compte au plus quatre versions, de A à D.');

    const created: (string | number)[] = [];
    for (const sibling of siblings) {
      if (sibling.status === 'archived') continue;
      const original: Row = await items('pages').readOne(sibling.id, { fields: ['*'] });
      const copy = Object.fromEntries(Object.entries(original).filter(([field]) => !NOT_COPIED.has(field)));
      const junctions = await items<Junction>('pages_blocks').readByQuery({
        filter: { pages_id: { _eq: sibling.id } },
        fields: ['collection', 'item', 'sort', 'hidden'],
        sort: ['sort', 'id'],
        limit: -1,
      });
      const blocks: { collection: string; item: Row; sort: number | null; hidden: boolean }[] = [];
      for (const j of junctions) {
        if (!j.collection || !j.item) continue;
        const block = await items(j.collection)
          .readOne(j.item, { fields: ['*'] })
          .catch(() => null);
        if (!block) continue;
        const { id: _id, ...fields } = block;
        blocks.push({ collection: j.collection, item: fields, sort: j.sort, hidden: j.hidden ?? false });
      }
      created.push(await pages.createOne({ ...copy, experiment: experiment.id, variant: key, blocks }));
    }
    await experiments.updateOne(experiment.id, { variants: evenSplit([...variants.map((v) => v.key), key]) });
    return { ok: true, experiment: experiment.id, variant: key, pages: created };
  });
}

const hasKey = (v: unknown): v is { key: string } => typeof v === 'object' && v !== null && 'key' in v && typeof v.key === 'string';
