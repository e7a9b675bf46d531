// The EN/FR parity rules, kept apart from Directus so they read (and test) as plain data.
import { toTime as time } from '../../lib/site-path.js';

export const LOCALES = ['en', 'fr'];

const live = (row, now) =>
  row.status === 'published' && (!row.publish_at || time(row.publish_at) <= now) && (!row.unpublish_at || time(row.unpublish_at) > now);

/**
 * pages: { id, locale, slug, translation_key, status, publish_at, unpublish_at, blocks }[]
 * posts: { id, locale, slug, translation_key, status, published_at }[]
 */
export function parityReport({ pages, posts }, now = Date.now()) {
  const problems = [];
  const group = (rows) => {
    const byKey = new Map();
    for (const r of rows) byKey.set(r.translation_key, [...(byKey.get(r.translation_key) ?? []), r]);
    return [...byKey.entries()].sort(([a], [b]) => a.localeCompare(b));
  };
  for (const [kind, rows, isLive] of [
    ['page', pages, (r) => live(r, now)],
    ['post', posts, (r) => r.status === 'published' && (!r.published_at || time(r.published_at) <= now)],
  ]) {
    for (const [key, versions] of group(rows)) {
      const of = (l) => versions.find((v) => v.locale === l);
      for (const l of LOCALES) {
        const v = of(l);
        const other = LOCALES.filter((o) => o !== l)
          .map(of)
          .find(Boolean);
        if (!v)
          problems.push({
            kind,
            key,
            locale: l,
            problem: 'missing',
            detail: `exists only as ${other?.locale ?? '?'} ${other?.slug ?? ''}`.trim(),
            id: other?.id ?? null,
          });
        else if (!isLive(v) && other && isLive(other))
          problems.push({ kind, key, locale: l, problem: 'unpublished', detail: `${v.slug}: ${v.status}`, id: v.id });
      }
      if (kind === 'page') {
        const en = of('en');
        const fr = of('fr');
        if (en && fr && en.blocks !== fr.blocks)
          problems.push({ kind, key, locale: null, problem: 'block-count', detail: `EN ${en.blocks} blocks, FR ${fr.blocks} blocks`, id: en.id });
      }
    }
  }
  return problems;
}
