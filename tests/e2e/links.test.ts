// No broken internal links: a breadth-first crawl of the running site, from both home pages and
// every address of both sitemaps, follows every internal <a href> of every page it reaches and
// requires 200, or redirects (followed here, at most 5) that end in 200. A failure names the page the
// link is on, the link, and what answered. The footer's legal pages are reached and linked to their
// translation by hreflang; a page hidden from search engines stays reachable but out of the sitemaps.
//
// The crawl runs on the test stack's own site, so it also walks what earlier test files published:
// a broken link there is a broken link too, and the message says on which page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, BROWSER_UA, createPage, eventually, getHtml, stack, uniqueSlug } from '../support/admin';
import { freePort, startSite, type RunningSite } from '../support/stack';

const MAX_REDIRECTS = 5;
/** A runaway guard (query strings multiplying, a loop of generated paths), far above the site's size. */
const MAX_PAGES = 1500;
const CONCURRENCY = 8;

const site = () => stack().siteUrl;

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', '#39': "'", '#x27': "'" };
const decode = (s: string) => s.replace(/&(amp|quot|apos|lt|gt|#39|#x27);/g, (_, e: string) => ENTITIES[e] ?? '');

/** Every <a href> of a document, as written. */
function anchorHrefs(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)].map((m) => decode(m[1] ?? m[2] ?? ''));
}

/** The link as a path and query on this site, or null when it is not one to crawl. */
function internalTarget(href: string, page: URL): string | null {
  const trimmed = href.trim();
  if (/^(mailto|tel|javascript|sms|data):/i.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed, page);
  } catch {
    return `(unparsable) ${trimmed}`;
  }
  if (url.origin !== page.origin) return null;
  if (url.pathname.startsWith('/media/')) return null;
  return `${url.pathname}${url.search}`;
}

type Answer = { ok: true; chain: string[]; final: URL; html: string | null } | { ok: false; chain: string[]; why: string };

/** Requests a path as a visitor arriving from `referer` would, following redirects by hand. */
async function visit(path: string, referer: string | null): Promise<Answer> {
  let url = new URL(path, site());
  const chain = [path];
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    let res: Response;
    try {
      res = await fetch(url, {
        redirect: 'manual',
        // An English visitor (the home page's language negotiation would otherwise pick for us), and
        // the page the link was on, as a browser sends it.
        headers: { 'user-agent': BROWSER_UA, 'accept-language': 'en-CA,en;q=0.8', ...(referer ? { referer: new URL(referer, site()).href } : {}) },
      });
    } catch (error) {
      return { ok: false, chain, why: `request failed: ${String(error)}` };
    }
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      await res.body?.cancel();
      const next = new URL(location, url);
      chain.push(`${res.status} → ${next.origin === url.origin ? `${next.pathname}${next.search}` : next.href}`);
      // A CMS redirect may send visitors to a full address elsewhere: that is where the site ends.
      if (next.origin !== new URL(site()).origin) return { ok: true, chain, final: next, html: null };
      url = next;
      continue;
    }
    if (res.status !== 200) {
      await res.body?.cancel();
      return { ok: false, chain: [...chain, String(res.status)], why: `answered ${res.status}` };
    }
    const html = /text\/html/.test(res.headers.get('content-type') ?? '') ? await res.text() : (await res.body?.cancel(), null);
    return { ok: true, chain, final: url, html };
  }
  return { ok: false, chain, why: `more than ${MAX_REDIRECTS} redirects` };
}

async function sitemapPaths(path: string): Promise<string[]> {
  const res = await fetch(`${site()}${path}`);
  expect(res.status, path).toBe(200);
  const xml = await res.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(decode(m[1] ?? ''));
    return `${url.pathname}${url.search}`;
  });
}

type Crawl = {
  /** Every path requested, with the page it was first found on (null: a starting point). */
  foundOn: Map<string, string | null>;
  /** The internal links of each page crawled (by the path that was requested). */
  linksOf: Map<string, Set<string>>;
  /** The document each crawled path ended on. */
  html: Map<string, string>;
  broken: { page: string | null; link: string; chain: string[]; why: string }[];
};

async function crawl(starts: string[]): Promise<Crawl> {
  const result: Crawl = { foundOn: new Map(), linksOf: new Map(), html: new Map(), broken: [] };
  let frontier = [...new Set(starts)].map((path) => ({ path, from: null as string | null }));
  for (const { path } of frontier) result.foundOn.set(path, null);
  while (frontier.length > 0) {
    const next: { path: string; from: string | null }[] = [];
    const queue = [...frontier];
    const worker = async () => {
      for (let item = queue.shift(); item; item = queue.shift()) {
        const answer = await visit(item.path, item.from);
        if (!answer.ok) {
          result.broken.push({ page: item.from, link: item.path, chain: answer.chain, why: answer.why });
          continue;
        }
        if (answer.html === null) continue;
        result.html.set(item.path, answer.html);
        const links = new Set(anchorHrefs(answer.html).flatMap((href) => internalTarget(href, answer.final) ?? []));
        result.linksOf.set(item.path, links);
        for (const link of links) {
          if (result.foundOn.has(link)) continue;
          result.foundOn.set(link, item.path);
          next.push({ path: link, from: item.path });
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    if (result.foundOn.size > MAX_PAGES)
      throw new Error(
        `the crawl passed ${MAX_PAGES} addresses: a link generator is running away (last found: ${next
          .slice(-5)
          .map((n) => n.path)
          .join(', ')})`,
      );
    frontier = next;
  }
  return result;
}

const LEGAL = [
  { key: 'privacy', en: '/privacy', fr: '/fr/confidentialite' },
  { key: 'terms', en: '/terms', fr: '/fr/conditions' },
] as const;

/** The `<link rel="alternate">` of a document for one hreflang (React writes the attribute `hrefLang`). */
const alternate = (html: string, hrefLang: string) => new RegExp(`<link rel="alternate" hreflang="${hrefLang}" href="([^"]+)"`, 'i').exec(html)?.[1] ?? null;

describe('internal links', () => {
  let result: Crawl;
  let starts: string[];

  beforeAll(async () => {
    starts = ['/', '/fr', ...(await sitemapPaths('/sitemap.xml')), ...(await sitemapPaths('/fr/sitemap.xml'))];
    result = await crawl(starts);
    console.log(
      `[links] ${result.foundOn.size} addresses checked, ${result.html.size} pages crawled, ${[...result.linksOf.values()].reduce((n, s) => n + s.size, 0)} links followed, ${result.broken.length} broken`,
    );
  }, 180_000);

  it('starts from both home pages and every address of both sitemaps', () => {
    expect(starts.length).toBeGreaterThan(40);
    expect(starts).toEqual(expect.arrayContaining(['/', '/fr', '/privacy', '/terms', '/fr/confidentialite', '/fr/conditions']));
  });

  it('answers every internal link of every page with 200, or redirects that end in 200', () => {
    const report = result.broken.map((b) => `on ${b.page ?? '(start: home page or sitemap)'}: <a href="${b.link}"> ${b.why} (${b.chain.join(' ')})`);
    expect(report, `broken links:\n${report.join('\n')}`).toEqual([]);
  });

  it('reaches the legal pages through the footer of every page, in the page’s language', () => {
    for (const { en, fr } of LEGAL) {
      for (const path of [en, fr]) expect(result.html.has(path), `${path} was crawled`).toBe(true);
      // Every English page crawled links the English version; every French page, the French one.
      for (const [page, links] of result.linksOf) {
        const french = page === '/fr' || page.startsWith('/fr/') || page.startsWith('/fr?');
        const expected = french ? fr : en;
        expect(links.has(expected), `${page} links to ${expected}`).toBe(true);
      }
    }
  });

  it('links each legal page to its translation by hreflang (fr-CA and en, x-default English)', () => {
    for (const { en, fr } of LEGAL) {
      const english = result.html.get(en) ?? '';
      const french = result.html.get(fr) ?? '';
      expect(alternate(english, 'fr-CA'), `${en} → French`).toBe(`${site()}${fr}`);
      expect(alternate(english, 'en'), `${en} → itself`).toBe(`${site()}${en}`);
      expect(alternate(french, 'en'), `${fr} → English`).toBe(`${site()}${en}`);
      expect(alternate(french, 'fr-CA'), `${fr} → itself`).toBe(`${site()}${fr}`);
      expect(alternate(french, 'x-default'), `${fr} x-default`).toBe(`${site()}${en}`);
    }
  });

  it('shows the privacy policy and its cookie tables in each language', () => {
    const en = result.html.get('/privacy') ?? '';
    const fr = result.html.get('/fr/confidentialite') ?? '';
    expect(en).toMatch(/<h1[^>]*>Privacy policy<\/h1>/);
    expect(fr).toMatch(/<h1[^>]*>Politique de confidentialité<\/h1>/);
    for (const html of [en, fr]) {
      expect(html.match(/<table>/g)?.length).toBe(3);
      expect(html).toContain('<code>_gcl_aw</code>');
      expect(html).toContain('href="mailto:privacy@example.com"');
    }
    expect(result.html.get('/terms')).toMatch(/<h1[^>]*>Terms of use<\/h1>/);
    expect(result.html.get('/fr/conditions')).toMatch(/<h1[^>]*>Conditions d’utilisation<\/h1>/);
  });
});

describe('the crawl itself', () => {
  let slug: string;
  let id: number;
  afterAll(async () => {
    // Not left for later test files: it is broken on purpose.
    if (id) await (await admin()).del(`/items/pages/${id}`);
  });

  it('reports a broken link by the page it is on, and follows redirects to their end', async () => {
    slug = uniqueSlug('broken-link');
    id = await createPage(await admin(), {
      locale: 'en',
      slug,
      title: 'A page with a broken link',
      blocks: [
        {
          collection: 'block_rich_text',
          item: { html: `<p><a href="${slug}-missing">Gone</a>, <a href="/en/privacy#cookies">moved</a> and <a href="mailto:x@example.com">mail</a>.</p>` },
        },
      ],
    });
    await eventually(5000, async () => (await getHtml(slug)).status === 200);
    const result = await crawl([slug]);
    expect(result.broken).toEqual([{ page: slug, link: `${slug}-missing`, chain: [`${slug}-missing`, '404'], why: 'answered 404' }]);
    // /en/privacy redirects to /privacy (the fragment is not the server's): followed, and fine.
    expect(result.linksOf.get(slug)).toContain('/en/privacy');
    expect(result.html.has('/en/privacy')).toBe(true);
  }, 120_000);
});

describe('a page hidden from search engines (on a production host)', () => {
  let production: RunningSite;
  let slug: string;

  beforeAll(async () => {
    const rest = await admin();
    slug = uniqueSlug('hidden');
    await createPage(rest, {
      locale: 'en',
      slug,
      title: 'Hidden from search engines',
      noindex: true,
      blocks: [{ collection: 'block_hero', item: { headline: 'Only for those who have the link' } }],
    });
    await eventually(5000, async () => (await getHtml(slug)).status === 200);
    // A production copy of the site (the test stack's own one is a staging host, noindex everywhere),
    // started after the page exists so that its caches already know it.
    const port = await freePort();
    production = await startSite({ ...stack(), sitePort: port, siteUrl: `http://127.0.0.1:${port}` }, { SITE_PRODUCTION: 'true' });
  }, 60_000);
  afterAll(async () => {
    await production?.stop();
  });

  const get = async (path: string) => {
    const res = await fetch(`${production.url}${path}`, { redirect: 'manual', headers: { 'user-agent': BROWSER_UA } });
    return { status: res.status, html: await res.text() };
  };

  it('answers 200 with a robots noindex tag, while the pages around it are indexable', async () => {
    const hidden = await get(slug);
    expect(hidden.status).toBe(200);
    expect(hidden.html).toContain('Only for those who have the link');
    expect(hidden.html).toContain('<meta name="robots" content="noindex"/>');
    for (const path of ['/privacy', '/fr/conditions']) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(page.html, path).not.toContain('name="robots"');
    }
  });

  it('is left out of the sitemap, which lists the legal pages with their translations', async () => {
    const en = (await get('/sitemap.xml')).html;
    const fr = (await get('/fr/sitemap.xml')).html;
    expect(en).not.toContain(slug);
    expect(fr).not.toContain(slug);
    const base = production.url;
    expect(en).toContain(`<loc>${base}/privacy</loc>`);
    expect(en).toContain(`<loc>${base}/terms</loc>`);
    expect(fr).toMatch(
      new RegExp(`<loc>${base}/fr/confidentialite</loc><lastmod>[^<]+</lastmod><xhtml:link rel="alternate" hreflang="en" href="${base}/privacy"/>`),
    );
    expect(fr).toMatch(new RegExp(`<loc>${base}/fr/conditions</loc><lastmod>[^<]+</lastmod><xhtml:link rel="alternate" hreflang="en" href="${base}/terms"/>`));
  });
});
