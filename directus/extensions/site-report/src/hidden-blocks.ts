// "Pages with a block visitors don't see, and why" (issue 41, decision 0023). Directus refuses a save
// the site would drop (extensions/site-content-rules), but content saved before a rule was added, or
// written around Directus, may still break one: the site then leaves the block out (src/cms/blocks.ts)
// and says so only in its log and in preview. This lists every such block, and every page the site
// cannot show at all, with the rule it breaks in the reader's Studio language. Plain data in, plain
// data out: the endpoint (index.ts) reads the rows.
import { contentProblems, contentRules } from '../../../lib/content-rules.ts';
import { esc } from '../../../lib/html.ts';

type Row = Record<string, unknown>;
type Lang = 'en' | 'fr';
const say = (lang: Lang, en: string, fr: string) => (lang === 'fr' ? fr : en);

/** One block of a page, as the page's block list (pages_blocks) holds it; `item` is null when its row is gone. */
export type PageBlock = { pageId: number; collection: string | null; itemId: string | null; hidden: boolean; item: Row | null };

export type HiddenBlock = {
  page: { id: number; locale: string; slug: string; title: string; status: string };
  /** The block visitors do not see; null when it is the page itself the site cannot show. */
  block: { collection: string; id: string | null; name: string } | null;
  problems: string[];
};

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** Every page the site cannot show, and every block of a page it leaves out, with why. */
export function hiddenBlocks(pages: readonly Row[], blocks: readonly PageBlock[], lang: Lang): HiddenBlock[] {
  const pageRule = contentRules['pages'];
  const out: HiddenBlock[] = [];
  const sorted = [...pages].sort((a, b) => text(a['locale']).localeCompare(text(b['locale'])) || text(a['slug']).localeCompare(text(b['slug'])));
  for (const row of sorted) {
    const id = Number(row['id']);
    const page = { id, locale: text(row['locale']), slug: text(row['slug']), title: text(row['title']), status: text(row['status']) };
    const own = pageRule ? contentProblems(pageRule, row, lang) : [];
    if (own.length) out.push({ page, block: null, problems: own });
    for (const block of blocks) {
      if (block.pageId !== id || block.hidden) continue;
      const collection = block.collection ?? '';
      const rule = contentRules[collection];
      if (!rule?.block) {
        out.push({
          page,
          block: { collection, id: block.itemId, name: collection },
          problems: [say(lang, `“${collection}” is not a block type this site knows.`, `« ${collection} » n’est pas un type de bloc que le site connaît.`)],
        });
        continue;
      }
      const name = rule.name[lang];
      if (!block.item) {
        out.push({
          page,
          block: { collection, id: block.itemId, name },
          problems: [say(lang, 'The block is missing (it was deleted).', 'Le bloc est introuvable (il a été supprimé).')],
        });
        continue;
      }
      const problems = contentProblems(rule, block.item, lang);
      if (problems.length) out.push({ page, block: { collection, id: block.itemId, name }, problems });
    }
  }
  return out;
}

/** The list as a page of its own, in the reader's Studio language; each page and block links to its form. */
export function hiddenBlocksPage(entries: readonly HiddenBlock[], lang: Lang): string {
  const title = say(lang, 'Pages with a block visitors don’t see', 'Pages dont un bloc n’est pas montré aux visiteurs');
  const rows = entries
    .map((e) => {
      const page = `<a href="/admin/content/pages/${e.page.id}">${esc(e.page.title || e.page.slug)}</a><br><small>${esc(e.page.slug)} · ${esc(e.page.status)}</small>`;
      const block = e.block
        ? e.block.id
          ? `<a href="/admin/content/${esc(e.block.collection)}/${esc(e.block.id)}">${esc(e.block.name)}</a>`
          : esc(e.block.name)
        : say(lang, 'The page itself: visitors get “Page not found”', 'La page elle-même : les visiteurs voient « Page introuvable »');
      return `<tr><td>${page}</td><td>${esc(e.page.locale.toUpperCase())}</td><td>${block}</td><td>${e.problems.map((p) => esc(p)).join('<br>')}</td></tr>`;
    })
    .join('\n');
  const intro =
    entries.length === 0
      ? say(lang, 'Visitors see every block of every page.', 'Les visiteurs voient tous les blocs de toutes les pages.')
      : say(
          lang,
          `${entries.length} to fix. The Studio refuses such a save today; these were saved before a rule was added. Open one, fix what is said, and save.`,
          `${entries.length} à corriger. Le Studio refuse aujourd’hui un tel enregistrement; ceux-ci ont été enregistrés avant l’ajout d’une règle. Ouvrez-en un, corrigez ce qui est indiqué et enregistrez.`,
        );
  const head = [say(lang, 'Page', 'Page'), say(lang, 'Language', 'Langue'), say(lang, 'Block', 'Bloc'), say(lang, 'Why', 'Pourquoi')];
  return `<!doctype html>
<html lang="${lang === 'fr' ? 'fr-CA' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem;color:#13233a}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.5rem .75rem;border-bottom:1px solid #d8e0dc;vertical-align:top}th{background:#f7f9f8}a{color:#075c40}small{color:#4a5a6a}</style></head>
<body><main><h1>${esc(title)}</h1>
<p>${esc(intro)}</p>
${entries.length ? `<table><thead><tr>${head.map((h) => `<th scope="col">${esc(h)}</th>`).join('')}</tr></thead><tbody>\n${rows}\n</tbody></table>` : ''}
</main></body></html>`;
}
