// Directus endpoint: /site-report/parity, the EN/FR parity report for signed-in Data Studio users
// (the Pages collection's note links to it). HTML for people, JSON with ?format=json.
import { parityReport } from './parity.js';

const LABEL = {
  missing: 'Missing translation / Traduction manquante',
  unpublished: 'Not published in this language / Non publiée dans cette langue',
  'block-count': 'Different number of blocks / Nombre de blocs différent',
};

const esc = (s) => String(s ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

function html(problems) {
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

export default {
  id: 'site-report',
  handler: (router, { database }) => {
    router.get('/parity', async (req, res) => {
      if (!req.accountability?.user) return res.status(401).json({ errors: [{ message: 'Sign in to the Data Studio to see the parity report.' }] });
      const counts = await database('pages_blocks').select('pages_id').count('* as n').groupBy('pages_id');
      const blocks = new Map(counts.map((c) => [c.pages_id, Number(c.n)]));
      // The versions of A/B tests (pages.variant) are not pages of their own.
      const pages = (
        await database('pages').select('id', 'locale', 'slug', 'translation_key', 'status', 'publish_at', 'unpublish_at').whereNull('variant')
      ).map((p) => ({
        ...p,
        blocks: blocks.get(p.id) ?? 0,
      }));
      const posts = await database('posts').select('id', 'locale', 'slug', 'translation_key', 'status', 'published_at');
      const problems = parityReport({ pages, posts });
      res.set('Cache-Control', 'no-store');
      if (req.query.format === 'json') return res.json({ data: problems });
      return res.type('html').send(html(problems));
    });
  },
};
