import { describe, expect, it } from 'vitest';
import { XSD, xsdProblems } from '../../tests/support/xml';
import { SITEMAP_MAX_URLS, sitemapDocument, type SitemapEntry } from './sitemap';

const entry = (i: number): SitemapEntry => ({
  loc: `https://example.com/blog/post-${i}?a=1&b=2`,
  lastmod: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
  alternates: [
    { hrefLang: 'en', href: `https://example.com/blog/post-${i}` },
    { hrefLang: 'fr-CA', href: `https://example.com/fr/blog/article-${i}` },
    { hrefLang: 'x-default', href: `https://example.com/blog/post-${i}` },
  ],
});

describe('sitemaps', () => {
  it('writes one urlset, valid against the sitemaps.org schema, with escaped URLs and alternates', async () => {
    const xml = sitemapDocument([entry(1), entry(2)], 'https://example.com/sitemap.xml', null) ?? '';
    expect(xml).toContain('<loc>https://example.com/blog/post-1?a=1&amp;b=2</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="fr-CA" href="https://example.com/fr/blog/article-1"/>');
    expect(await xsdProblems(xml, XSD.urlset)).toBe('');
  });

  it('the schema check catches an invalid sitemap', async () => {
    expect(
      await xsdProblems('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><lastmod>yesterday</lastmod></url></urlset>', XSD.urlset),
    ).not.toBe('');
  });

  it('serves a sitemap index past 50,000 URLs, and each part holds at most 50,000', async () => {
    const entries = Array.from({ length: SITEMAP_MAX_URLS + 1 }, (_, i) => entry(i));
    const index = sitemapDocument(entries, 'https://example.com/sitemap.xml', null) ?? '';
    expect(index).toContain('<sitemapindex');
    expect(index.match(/<sitemap>/g)).toHaveLength(2);
    expect(index).toContain('<loc>https://example.com/sitemap.xml?part=2</loc>');
    expect(await xsdProblems(index, XSD.index)).toBe('');
    const first = sitemapDocument(entries, 'https://example.com/sitemap.xml', 1) ?? '';
    const second = sitemapDocument(entries, 'https://example.com/sitemap.xml', 2) ?? '';
    expect(first.match(/<url>/g)).toHaveLength(SITEMAP_MAX_URLS);
    expect(second.match(/<url>/g)).toHaveLength(1);
    expect(await xsdProblems(second, XSD.urlset)).toBe('');
    expect(sitemapDocument(entries, 'https://example.com/sitemap.xml', 3)).toBeNull();
  }, 60_000);
});
