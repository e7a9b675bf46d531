// Message match on the landers (issue 43), over HTTP against the test stack's site: the seeded
// heat-pump lander speaks of rebates to a click on a rebate keyword, in English and in French, on the
// first paint (the server's HTML); any other keyword, markup in the keyword, a crawler, or a header
// from outside gets the page's own words; and a thousand keywords share the few cached copies a
// marketer's entries make.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { admin, eventually, getHtml, stack, uniqueSlug } from '../support/admin';
import { ipSequence } from '../support/demo-times';
import { withTicket } from '../support/form-ticket';

const LANDER = '/ads/heatPumpShort';
const h1 = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? null;
const matchOf = (html: string) => /<main [^>]*data-match="([^"]+)"/.exec(html)?.[1] ?? null;
const decoded = (text: string | null) => text?.replace(/&#x27;|&#39;/g, '’').replace(/&amp;/g, '&') ?? null;

describe('the seeded heat-pump lander, matched to the ad’s keyword', () => {
  it('speaks of rebates to a rebate keyword, in English, on the first paint', async () => {
    const { status, html } = await getHtml(`${LANDER}?utm_source=google&utm_term=Heat+Pump+Rebates&gclid=abc`);
    expect(status).toBe(200);
    expect(h1(html)).toBe('Heat pump rebates: see what you qualify for');
    expect(html).toContain('Find my rebates');
    expect(matchOf(html)).toBe('heat-pump-rebate');
  });

  it('speaks of subventions on its French twin, for a French keyword and for the English one', async () => {
    for (const term of ['subventions+thermopompes', 'Subvention%20thermopompe%20Qu%C3%A9bec', 'heat+pump+rebate']) {
      const { html } = await getHtml(`/fr${LANDER}?utm_term=${term}`);
      expect(decoded(h1(html)), term).toBe('Subventions pour thermopompe : voyez celles auxquelles vous avez droit');
      expect(matchOf(html)).toBe('subvention-thermopompe');
    }
  });

  it('keeps the page’s own words for another keyword, for markup in the keyword, for a crawler, and for a header sent from outside', async () => {
    const plain = 'Is a heat pump right for your home?';
    expect(h1((await getHtml(`${LANDER}?utm_term=insulation+cost`)).html)).toBe(plain);
    const hostile = await getHtml(`${LANDER}?utm_term=${encodeURIComponent('heat pump rebate<script>alert(1)</script>')}`);
    expect(h1(hostile.html)).toBe(plain);
    expect(hostile.html).not.toContain('alert(1)');
    expect(h1((await getHtml(`${LANDER}?utm_term=${'rebate+'.repeat(20)}heat+pump`)).html)).toBe(plain);
    const crawler = await getHtml(`${LANDER}?utm_term=heat+pump+rebate`, {
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    expect(h1(crawler.html)).toBe(plain);
    const forged = await getHtml(LANDER, { 'x-site-match': 'heat-pump-rebate' });
    expect(h1(forged.html)).toBe(plain);
    expect(matchOf(forged.html)).toBeNull();
  });
});

describe('a lander whose keyword comes in a parameter the marketer names', () => {
  const slug = uniqueSlug('match');
  let id = 0;
  beforeAll(async () => {
    const rest = await admin();
    id = z.object({ id: z.number() }).parse(
      await rest.post('/items/pages', {
        status: 'published',
        locale: 'en',
        slug,
        translation_key: `test-match-${slug}`,
        title: 'Attic insulation',
        layout: 'vhersheader',
        match_param: 'keyword',
        matches: [
          { key: 'attic', phrases: ['attic insulation', 'insulate attic'], heading: 'Insulate your attic this fall', cta_label: 'Price my attic' },
          { key: 'blown-in', phrases: ['blown in insulation'], heading: 'Blown-in insulation, done in a day' },
        ],
        blocks: [
          {
            collection: 'block_hero',
            item: { variant: 'default', headline: 'Insulation that pays for itself', primary_label: 'Get a quote', primary_href: '/demo' },
          },
        ],
      }),
    ).id;
    await eventually(10_000, async () => (await getHtml(slug)).status === 200);
  });
  afterAll(async () => {
    if (id) await (await admin()).del(`/items/pages/${id}`).catch(() => undefined);
  });

  it('reads it from that parameter, whatever its case, and shows the entry’s button label', async () => {
    const { html } = await getHtml(`${slug}?KEYWORD=Attic+Insulation+Quebec`);
    expect(h1(html)).toBe('Insulate your attic this fall');
    expect(html).toContain('Price my attic');
    expect(h1((await getHtml(`${slug}?keyword=blown-in+insulation`)).html)).toBe('Blown-in insulation, done in a day');
    // utm_term is not this lander's parameter.
    expect(h1((await getHtml(`${slug}?utm_term=attic+insulation`)).html)).toBe('Insulation that pays for itself');
  });

  it('is remembered by the lead, only as an entry of the page it landed on', async () => {
    const newIp = ipSequence(43);
    const tag = Date.now().toString(36);
    const send = async (email: string, attribution: Record<string, string>) => {
      const res = await fetch(`${stack().siteUrl}/api/forms/newsletter`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': newIp() },
        body: JSON.stringify(await withTicket(stack().siteUrl, { email, consent: true, locale: 'en', attribution })),
      });
      expect(res.status).toBe(201);
      const [row] = z
        .array(z.object({ keyword_match: z.string().nullable(), utm_term: z.string().nullable() }))
        .parse(await (await admin()).get(`/items/form_submissions?filter[email][_eq]=${email}&fields=keyword_match,utm_term`));
      return row;
    };
    expect(await send(`match-a-${tag}@example.ca`, { landing_path: LANDER, utm_term: 'heat pump rebate', keyword_match: 'heat-pump-rebate' })).toEqual({
      keyword_match: 'heat-pump-rebate',
      utm_term: 'heat pump rebate',
    });
    expect(await send(`match-b-${tag}@example.ca`, { landing_path: slug, keyword_match: 'attic' })).toMatchObject({ keyword_match: 'attic' });
    // An entry of another page, or one no page has: the browser's word is not taken.
    expect(await send(`match-c-${tag}@example.ca`, { landing_path: LANDER, keyword_match: 'attic' })).toMatchObject({ keyword_match: null });
    expect(await send(`match-d-${tag}@example.ca`, { landing_path: slug, keyword_match: '<b>x</b>' })).toMatchObject({ keyword_match: null });
  });

  it('keeps one cached copy per entry, never one per keyword', async () => {
    await getHtml(`${slug}?keyword=attic+insulation`);
    const states: string[] = [];
    for (let i = 0; i < 25; i++) {
      const { html, headers } = await getHtml(`${slug}?keyword=attic+insulation+${'abcdefghijklmnopqrstuvwxy'[i]}${i}&gclid=${i}`);
      expect(h1(html)).toBe('Insulate your attic this fall');
      states.push(headers.get('x-page-cache') ?? '');
    }
    expect(states.every((s) => s === 'hit')).toBe(true);
    // Keywords no entry matches share the copy of the page's own words.
    await getHtml(slug);
    const unknown = await getHtml(`${slug}?keyword=${Date.now().toString(36)}`);
    expect(h1(unknown.html)).toBe('Insulation that pays for itself');
    expect(unknown.headers.get('x-page-cache')).toBe('hit');
  });
});
