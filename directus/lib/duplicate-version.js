// "Duplicate as a version" (decision 0018), for extensions/site-duplicate-version: a page, in each of
// its languages, copied with copies of its blocks as the next version (B, C, D) of its A/B test, the
// test made as a draft when the page has none. Read and written through Directus's ItemsService with
// the marketer's own permissions, in one transaction. Plain JavaScript, as Directus loads extensions.
const VERSION_KEYS = ['B', 'C', 'D'];
/** What a copy of a page does not take from its original: Directus sets these itself. */
const NOT_COPIED = new Set(['id', 'blocks', 'date_created', 'date_updated', 'user_created', 'user_updated', 'experiment', 'variant', 'experiments']);

import { inLanguage, readsFrench } from './studio-language.js';

const parse = (value) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
};

/** Equal shares of 100 for `keys`, A taking what does not divide: 50/50, 34/33/33, 25 each. */
export function evenSplit(keys) {
  const share = Math.floor(100 / keys.length);
  return keys.map((key) => ({ key, weight: key === 'A' ? 100 - share * (keys.length - 1) : share }));
}

/**
 * @returns {Promise<{ ok: true, experiment: number, variant: string, pages: number[] } | { ok: false, reason: string }>}
 */
export async function duplicateAsVersion({ pageId, database, schema, accountability, ItemsService }) {
  return database.transaction(async (trx) => {
    // Refusals and the test's name in the marketer's Studio language.
    const say = inLanguage(await readsFrench(trx, accountability));
    const refuse = (en, fr) => ({ ok: false, reason: say(en, fr) });
    const items = (collection) => new ItemsService(collection, { knex: trx, schema, accountability });
    const pages = items('pages');
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
    const experiments = items('experiments');
    const open = await experiments.readByQuery({
      filter: { page: { _in: siblings.map((s) => s.id) }, status: { _neq: 'stopped' } },
      fields: ['id', 'status', 'variants'],
      sort: ['id'],
      limit: 1,
    });
    let experiment = open[0];
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

    const variants = parse(experiment.variants) ?? [];
    const taken = new Set(variants.map((v) => v.key));
    const existing = await pages.readByQuery({ filter: { experiment: { _eq: experiment.id } }, fields: ['variant'], limit: -1 });
    for (const row of existing) taken.add(row.variant);
    const key = VERSION_KEYS.find((k) => !taken.has(k));
    if (!key) return refuse('A test has at most four versions, A to D.', 'Un test compte au plus quatre versions, de A à D.');

    const created = [];
    for (const sibling of siblings) {
      if (sibling.status === 'archived') continue;
      const original = await pages.readOne(sibling.id, { fields: ['*'] });
      const copy = Object.fromEntries(Object.entries(original).filter(([field]) => !NOT_COPIED.has(field)));
      const junctions = await items('pages_blocks').readByQuery({
        filter: { pages_id: { _eq: sibling.id } },
        fields: ['collection', 'item', 'sort', 'hidden'],
        sort: ['sort', 'id'],
        limit: -1,
      });
      const blocks = [];
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
