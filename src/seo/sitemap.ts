// Sitemaps (sitemaps.org 0.9) with hreflang alternates as xhtml:link elements. Pure functions over
// the site's entries, so the split into a sitemap index past 50,000 URLs is testable without
// 50,000 pages in a CMS.

export const SITEMAP_MAX_URLS = 50_000;

export type SitemapEntry = {
  /** Absolute URL. */
  loc: string;
  /** ISO date-time, when known. */
  lastmod: string | null;
  /** Every language version, this one included (absolute URLs, hreflang codes). */
  alternates: { hrefLang: string; href: string }[];
};

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

function urlXml(e: SitemapEntry): string {
  const links = e.alternates.map((a) => `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hrefLang)}" href="${escapeXml(a.href)}"/>`).join('');
  return `<url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}${links}</url>`;
}

export function urlsetXml(entries: readonly SitemapEntry[]): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    entries.map((e) => `${urlXml(e)}\n`).join('') +
    '</urlset>\n'
  );
}

export function sitemapIndexXml(parts: readonly { loc: string; lastmod: string | null }[]): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    parts.map((p) => `<sitemap><loc>${escapeXml(p.loc)}</loc>${p.lastmod ? `<lastmod>${p.lastmod}</lastmod>` : ''}</sitemap>\n`).join('') +
    '</sitemapindex>\n'
  );
}

const latest = (entries: readonly SitemapEntry[]) =>
  entries.reduce<string | null>((max, e) => (e.lastmod && (!max || e.lastmod > max) ? e.lastmod : max), null);

/**
 * The document at `<base>` (part null) or `<base>?part=N`: one urlset while the site fits in one
 * sitemap, else an index of parts. Null for a part that does not exist.
 */
export function sitemapDocument(entries: readonly SitemapEntry[], base: string, part: number | null, max = SITEMAP_MAX_URLS): string | null {
  const count = Math.ceil(entries.length / max);
  if (count <= 1) return part === null || part === 1 ? urlsetXml(entries) : null;
  if (part === null) {
    return sitemapIndexXml(
      Array.from({ length: count }, (_, i) => {
        const chunk = entries.slice(i * max, (i + 1) * max);
        return { loc: `${base}?part=${i + 1}`, lastmod: latest(chunk) };
      }),
    );
  }
  if (part < 1 || part > count) return null;
  return urlsetXml(entries.slice((part - 1) * max, part * max));
}
