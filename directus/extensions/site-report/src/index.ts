// Directus endpoint for signed-in Data Studio users:
// - /site-report/parity, the EN/FR parity report (the Pages collection's note links to it), HTML for
//   people, JSON with ?format=json;
// - /site-report/google-ads, the Google Ads offline-conversion export (the Demo requests collection's
//   note links to it): a page of settings, and /site-report/google-ads.csv the file;
// - /site-report/hidden-blocks, the pages with a block visitors don't see, and why (a page's form
//   links to it: decision 0023), HTML in the reader's Studio language, JSON with ?format=json.
import type { Knex } from 'knex';
import { contentRules } from '../../../lib/content-rules.ts';
import { siteView } from '../../../lib/content-rows.ts';
import { defineEndpoint } from '../../../lib/define.ts';
import { callerOf, type JsonAnswer } from '../../../lib/directus-types.ts';
import { esc } from '../../../lib/html.ts';
import { conversionRows, exportPage, exportSettings, toCsv, type QualifiedLead } from './google-ads.ts';
import { hiddenBlocks, hiddenBlocksPage, type PageBlock } from './hidden-blocks.ts';
import { parityReport, type ParityPage, type ParityPost, type ParityProblem } from './parity.ts';
import { readsFrench } from '../../../lib/studio-language.ts';

type Row = Record<string, unknown>;
const idOf = (v: unknown): string | null => (typeof v === 'string' || typeof v === 'number' ? String(v) : null);

const LABEL: Record<ParityProblem['problem'], string> = {
  missing: 'Missing translation / Traduction manquante',
  unpublished: 'Not published in this language / Non publiée dans cette langue',
  'block-count': 'Different number of blocks / Nombre de blocs différent',
};

function html(problems: ParityProblem[]): string {
  const rows = problems
    .map((p) => {
      const link = p.id === null ? '' : `<a href="/admin/content/${p.kind === 'page' ? 'pages' : 'posts'}/${p.id}">${esc(p.key)}</a>`;
      return `<tr><td>${p.kind === 'page' ? 'Page' : 'Article'}</td><td>${link || esc(p.key)}</td><td>${esc(p.locale?.toUpperCase() ?? 'EN / FR')}</td><td>${esc(LABEL[p.problem])}</td><td>${esc(p.detail)}</td></tr>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>EN/FR parity report</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem;color:#13233a}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.5rem .75rem;border-bottom:1px solid #d8e0dc;vertical-align:top}th{background:#f7f9f8}a{color:#075c40}</style></head>
<body><main><h1>EN/FR parity report <span lang="fr-CA">/ Rapport de parité EN-FR</span></h1>
<p>${problems.length === 0 ? 'Every page and article exists and is published in both languages, with the same number of blocks. / Chaque page et chaque article existe et est publié dans les deux langues, avec le même nombre de blocs.' : `${problems.length} item(s) to check / élément(s) à vérifier.`}</p>
${problems.length ? `<table><thead><tr><th scope="col">Type</th><th scope="col">Translation key / Clé</th><th scope="col">Language / Langue</th><th scope="col">Problem / Problème</th><th scope="col">Detail / Détail</th></tr></thead><tbody>\n${rows}\n</tbody></table>` : ''}
</main></body></html>`;
}

/** The firm's time zone (the demo calendar's), in which conversion times are written. */
async function firmTimeZone(database: Knex): Promise<string> {
  const row = await database<{ time_zone: string | null }>('demo_availability').select('time_zone').first();
  const zone = row?.time_zone;
  try {
    if (zone) new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone || 'America/Toronto';
  } catch {
    return 'America/Toronto';
  }
}

export default defineEndpoint({
  id: 'site-report',
  handler: (router, { database, services, getSchema }) => {
    // The leads go through the caller's own permissions: someone who may not read demo requests gets nothing.
    const qualifiedLeads = async (req: object) => {
      const schema = await getSchema();
      const leads = new services.ItemsService<QualifiedLead>('demo_requests', { knex: database, schema, accountability: callerOf(req) });
      return leads.readByQuery({
        filter: { status: { _in: ['qualified', 'won'] }, gclid: { _nnull: true } },
        fields: ['gclid', 'status', 'qualified_at', 'won_at'],
        limit: -1,
      });
    };
    /** The signed-in caller's user id, or null once answered 401. */
    const signedIn = (req: object, res: JsonAnswer): string | null => {
      const user = callerOf(req)?.user;
      if (user) return user;
      res.status(401).json({ errors: [{ message: 'Sign in to the Data Studio to export conversions.' }] });
      return null;
    };

    router.get('/google-ads', async (req, res) => {
      const userId = signedIn(req, res);
      if (!userId) return;
      const settings = exportSettings(req.query);
      const timeZone = await firmTimeZone(database);
      const rows = conversionRows(await qualifiedLeads(req), { ...settings, timeZone });
      const user = await database<{ id: string; language: string | null }>('directus_users').select('language').where({ id: userId }).first();
      const language = String(user?.language || req.get('accept-language') || 'en')
        .toLowerCase()
        .startsWith('fr')
        ? 'fr'
        : 'en';
      res.set('Cache-Control', 'no-store');
      return res.type('html').send(exportPage(settings, rows.length, timeZone, language));
    });

    router.get('/google-ads.csv', async (req, res) => {
      if (!signedIn(req, res)) return;
      const settings = exportSettings(req.query);
      const rows = conversionRows(await qualifiedLeads(req), { ...settings, timeZone: await firmTimeZone(database) });
      res.set('Cache-Control', 'no-store');
      res.set('Content-Disposition', `attachment; filename="google-ads-conversions-${new Date().toISOString().slice(0, 10)}.csv"`);
      return res.type('text/csv; charset=utf-8').send(toCsv(rows));
    });

    router.get('/parity', async (req, res) => {
      if (!callerOf(req)?.user) return res.status(401).json({ errors: [{ message: 'Sign in to the Data Studio to see the parity report.' }] });
      const counts = await database('pages_blocks').select<{ pages_id: number; n: number | string }[]>('pages_id').count('* as n').groupBy('pages_id');
      const blocks = new Map(counts.map((c) => [c.pages_id, Number(c.n)]));
      // The versions of A/B tests (pages.variant) are not pages of their own.
      const pages: ParityPage[] = (
        await database('pages')
          .select<Omit<ParityPage, 'blocks'>[]>('id', 'locale', 'slug', 'translation_key', 'status', 'publish_at', 'unpublish_at')
          .whereNull('variant')
      ).map((p) => ({
        ...p,
        blocks: blocks.get(p.id) ?? 0,
      }));
      const posts = await database('posts').select<ParityPost[]>('id', 'locale', 'slug', 'translation_key', 'status', 'published_at');
      const problems = parityReport({ pages, posts });
      res.set('Cache-Control', 'no-store');
      if (req.query.format === 'json') return res.json({ data: problems });
      return res.type('html').send(html(problems));
    });

    router.get('/hidden-blocks', async (req, res) => {
      const caller = callerOf(req);
      if (!caller?.user) return res.status(401).json({ errors: [{ message: 'Sign in to the Data Studio to see the blocks visitors don’t see.' }] });
      const schema = await getSchema();
      const lang = (await readsFrench(database, caller)) ? 'fr' : 'en';
      // Read as Directus reads for its API (JSON parsed, dates as text), then as the site reads them (files in place).
      const read = (collection: string) => new services.ItemsService<Row>(collection, { knex: database, schema, accountability: null });
      const pageRows = await read('pages').readByQuery({ fields: ['*'], filter: { status: { _neq: 'archived' } }, limit: -1 });
      const pages = await Promise.all(pageRows.map((row) => siteView(database, schema, 'pages', row, contentRules['pages']?.expand ?? new Set())));
      const links = await database<{ pages_id: number; collection: string | null; item: unknown; hidden: unknown }>('pages_blocks')
        .select('pages_id', 'collection', 'item', 'hidden')
        .orderBy([{ column: 'pages_id' }, { column: 'sort' }, { column: 'id' }]);
      const items = new Map<string, Row>();
      for (const collection of new Set(links.map((l) => l.collection))) {
        if (!collection || !contentRules[collection]?.block || !schema.collections[collection]) continue;
        const ids = links.filter((l) => l.collection === collection).flatMap((l) => idOf(l.item) ?? []);
        if (ids.length === 0) continue;
        for (const row of await read(collection).readMany(ids, { fields: ['*'], limit: -1 }))
          items.set(`${collection}:${idOf(row['id']) ?? ''}`, await siteView(database, schema, collection, row, contentRules[collection]?.expand ?? new Set()));
      }
      const blocks: PageBlock[] = links.map((l) => ({
        pageId: l.pages_id,
        collection: l.collection,
        itemId: idOf(l.item),
        hidden: l.hidden === true || l.hidden === 1 || l.hidden === '1',
        item: items.get(`${l.collection ?? ''}:${idOf(l.item) ?? ''}`) ?? null,
      }));
      const entries = hiddenBlocks(pages, blocks, lang);
      res.set('Cache-Control', 'no-store');
      if (req.query.format === 'json') return res.json({ data: entries });
      return res.type('html').send(hiddenBlocksPage(entries, lang));
    });
  },
});
