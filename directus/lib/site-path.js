// Shared by the Directus extensions (plain JavaScript, as Directus loads them): a page's or post's
// address on the site, and a stored date in ms. They mirror schemas/paths.ts, schemas/page.ts'
// slug rules and toTime; directus/lib/site-path.test.ts keeps the two in step.
const PREFIX = { en: '', fr: '/fr' };

/** "/stride", "stride/" and "" -> "/stride" and "/": the slug rules of schemas/page.ts. */
export function normalizeSlug(slug) {
  let s = String(slug ?? '').trim();
  if (s === '') s = '/';
  if (!s.startsWith('/')) s = `/${s}`;
  if (s.length > 1) s = s.replace(/\/+$/, '');
  return s;
}

/** The site path of a row of `pages` or `posts` in its language. */
export function sitePath(collection, locale, slug) {
  const prefix = PREFIX[locale] ?? '';
  if (collection === 'posts')
    return `${prefix}/blog/${String(slug)
      .trim()
      .replace(/^\/+|\/+$/g, '')}`;
  const s = normalizeSlug(slug);
  return s === '/' ? prefix || '/' : `${prefix}${s}`;
}

/** A stored date in ms; a timestamp without a zone (SQLite's "YYYY-MM-DD HH:MM:SS") is UTC. */
export function toTime(value) {
  if (value instanceof Date) return value.getTime();
  const s = String(value).replace(' ', 'T');
  return Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(s) ? s : `${s}Z`);
}
