// Blocks for some campaigns only (issue 43, part 2), over HTTP against the test stack's site: the seeded
// heat-pump lander shows its spring-rebates band only to that campaign's clicks, in English and in
// French, on the first paint; crawlers, other campaigns and a header sent from outside get the default
// page; a thousand campaigns share the default copy in the page cache; and a targeted block on a page
// under an A/B test is shown in each version to the visitors it names, without either breaking the other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { admin, createPage, eventually, getHtml, marketerToken, stack, uniqueSlug } from '../support/admin';
import { ipSequence } from '../support/demo-times';
import { withTicket } from '../support/form-ticket';
import type { Rest } from '../../directus/lib/rest.ts';
import { DUPLICATE_VERSION_FLOW_ID } from '../../directus/studio/ids.ts';

const LANDER = '/ads/heatPumpShort';
const CRAWLER_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const SPRING = { en: 'Spring rebate season is open', fr: 'La saison des subventions du printemps est ouverte' };
const newIp = ipSequence(44);

/** A newsletter sign-up with the visit the browser kept, as the site stores it: the targeted blocks it saw. */
async function leadSaw(attribution: Record<string, string>, cookie?: string): Promise<string | null> {
  const email = `targeted-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.ca`;
  const res = await fetch(`${stack().siteUrl}/api/forms/newsletter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': newIp(), ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(await withTicket(stack().siteUrl, { email, consent: true, locale: 'en', attribution })),
  });
  expect(res.status).toBe(201);
  const [row] = z
    .array(z.object({ targeted_blocks: z.string().nullable() }))
    .parse(await (await admin()).get(`/items/form_submissions?filter[email][_eq]=${encodeURIComponent(email)}&fields=targeted_blocks`));
  return row!.targeted_blocks;
}

describe('the seeded lander’s band for the spring-rebates campaign', () => {
  it('is shown to that campaign’s clicks, in English and in French, whatever the case of the tag', async () => {
    for (const query of ['utm_campaign=spring-rebates&utm_source=google&gclid=a1', 'utm_campaign=Spring-Rebates']) {
      const { status, html } = await getHtml(`${LANDER}?${query}`);
      expect(status).toBe(200);
      expect(html, query).toContain(SPRING.en);
    }
    expect((await getHtml(`/fr${LANDER}?utm_campaign=spring-rebates`)).html).toContain(SPRING.fr);
  });

  it('is not shown to a plain visit, another campaign, a crawler of the campaign’s link, or a header sent from outside', async () => {
    expect((await getHtml(LANDER)).html).not.toContain(SPRING.en);
    expect((await getHtml(`${LANDER}?utm_campaign=fall-insulation`)).html).not.toContain(SPRING.en);
    expect((await getHtml(`/fr${LANDER}?utm_campaign=printemps`)).html).not.toContain(SPRING.fr);
    expect((await getHtml(`${LANDER}?utm_campaign=spring-rebates`, { 'user-agent': CRAWLER_UA })).html).not.toContain(SPRING.en);
    // The server alone says which targeted blocks a visit sees: the block's own row, named from outside, is ignored.
    const rest = await admin();
    const [page] = z
      .array(z.object({ blocks: z.array(z.object({ id: z.number() })) }))
      .parse(await rest.get(`/items/pages?filter[slug][_eq]=${encodeURIComponent(LANDER)}&filter[locale][_eq]=en&fields=blocks.id`));
    const rows = page!.blocks.map((b) => b.id).join(',');
    expect((await getHtml(`${LANDER}?utm_source=x`, { 'x-site-shown': rows })).html).not.toContain(SPRING.en);
    expect((await getHtml(LANDER, { 'x-site-shown': rows })).html).not.toContain(SPRING.en);
  });

  it('is remembered by a lead of that campaign, and by no other', async () => {
    const rest = await admin();
    const [page] = z
      .array(z.object({ blocks: z.array(z.object({ collection: z.string(), item: z.unknown() })) }))
      .parse(
        await rest.get(
          `/items/pages?filter[slug][_eq]=${encodeURIComponent(LANDER)}&filter[locale][_eq]=en&fields=blocks.collection,blocks.item:block_call_to_action.id,blocks.item:block_call_to_action.audience`,
        ),
      );
    // Other blocks' items come back as their ids: only the calls to action are read whole.
    const Band = z.object({ id: z.number(), audience: z.string().nullable() });
    const band = page!.blocks
      .filter((b) => b.collection === 'block_call_to_action')
      .map((b) => Band.parse(b.item))
      .find((b) => b.audience === 'only');
    expect(await leadSaw({ landing_path: LANDER, utm_source: 'google', utm_campaign: 'Spring-Rebates' })).toBe(`block_call_to_action/${band!.id}`);
    expect(await leadSaw({ landing_path: LANDER, utm_campaign: 'fall-insulation' })).toBeNull();
    expect(await leadSaw({ landing_path: '/demo', utm_campaign: 'spring-rebates' })).toBeNull();
  });

  it('keeps one cached copy per set of blocks shown, never one per campaign', async () => {
    const tag = Date.now().toString(36);
    await getHtml(`${LANDER}?utm_campaign=first-${tag}`);
    const states: string[] = [];
    for (let i = 0; i < 20; i++) {
      const { html, headers } = await getHtml(`${LANDER}?utm_campaign=c${i}-${tag}&utm_source=s${i}&gclid=${i}`);
      expect(html).not.toContain(SPRING.en);
      states.push(headers.get('x-page-cache') ?? '');
    }
    expect(states.every((s) => s === 'hit')).toBe(true);
    await getHtml(`${LANDER}?utm_campaign=spring-rebates&gclid=${tag}`);
    const again = await getHtml(`${LANDER}?utm_campaign=SPRING-REBATES&gclid=${tag}b`);
    expect(again.html).toContain(SPRING.en);
    expect(again.headers.get('x-page-cache')).toBe('hit');
  });
});

describe('a targeted block on a page under an A/B test', () => {
  const slug = uniqueSlug('targeted-ab');
  const tag = Date.now().toString(36);
  const campaign = `ab-spring-${tag}`;
  const words = { plain: 'Words for every visitor', A: 'Spring words of version A', B: 'Spring words of version B' };
  let rest: Rest;
  let experiment = 0;
  const targetedItem: Partial<Record<'A' | 'B', number>> = {};
  /** The rich-text block for the campaign only on the page a filter finds. */
  const targetedRichText = async (filter: string) => {
    const [page] = z
      .array(z.object({ blocks: z.array(z.object({ collection: z.string(), item: z.object({ id: z.number(), audience: z.string().nullable() }) })) }))
      .parse(await rest.get(`/items/pages?${filter}&fields=blocks.collection,blocks.item:block_rich_text.id,blocks.item:block_rich_text.audience`));
    return page!.blocks.find((b) => b.item.audience === 'only')!.item.id;
  };

  beforeAll(async () => {
    rest = await admin();
    const blocks = [
      { collection: 'block_rich_text', item: { html: `<p>${words.plain}</p>` } },
      { collection: 'block_rich_text', item: { html: `<p>${words.A}</p>`, audience: 'only', audience_campaigns: [campaign] } },
    ];
    const control = await createPage(rest, { locale: 'en', slug, title: 'Targeted A/B', translation_key: `test-targeted-${tag}`, blocks });
    targetedItem.A = await targetedRichText(`filter[id][_eq]=${control}`);
    await rest.post(`/flows/trigger/${DUPLICATE_VERSION_FLOW_ID}`, { collection: 'pages', keys: [control] });
    const [made] = z.array(z.object({ id: z.number() })).parse(await rest.get(`/items/experiments?filter[page][_eq]=${control}&fields=id`));
    experiment = made!.id;
    // Version B's copy of the targeted block, which kept its audience, gets words of its own.
    targetedItem.B = await targetedRichText(`filter[experiment][_eq]=${experiment}&filter[locale][_eq]=en`);
    await rest.patch(`/items/block_rich_text/${targetedItem.B}`, { html: `<p>${words.B}</p>` });
    await rest.patch(`/items/experiments/${experiment}`, { status: 'running' });
    await eventually(10_000, async () => /variants=/.test((await getHtml(slug)).headers.get('set-cookie') ?? ''));
  });
  afterAll(async () => {
    if (experiment) await rest.patch(`/items/experiments/${experiment}`, { status: 'stopped', winner: null });
  });

  it('shows each version’s block to the campaign it names, and neither to other visitors or crawlers', async () => {
    for (const version of ['A', 'B'] as const) {
      const cookie = `variants=${experiment}:${version}`;
      const named = await getHtml(`${slug}?utm_campaign=${campaign}`, { cookie });
      expect(named.html, version).toContain(words.plain);
      expect(named.html, version).toContain(words[version]);
      expect(named.html, version).not.toContain(words[version === 'A' ? 'B' : 'A']);
      // From the cache too: one copy per version and set of blocks.
      const again = await getHtml(`${slug}?utm_campaign=${campaign}&gclid=${version}`, { cookie });
      expect(again.html).toContain(words[version]);
      expect(again.headers.get('x-page-cache')).toBe('hit');
      const other = await getHtml(`${slug}?utm_campaign=other-${tag}`, { cookie });
      expect(other.html).toContain(words.plain);
      expect(other.html).not.toContain(words[version]);
    }
    const crawler = await getHtml(`${slug}?utm_campaign=${campaign}`, { 'user-agent': CRAWLER_UA });
    expect(crawler.html).toContain(words.plain);
    expect(crawler.html).not.toContain(words.A);
  });

  it('is remembered by a lead as the version’s own block', async () => {
    for (const version of ['A', 'B'] as const) {
      const seen = await leadSaw({ landing_path: slug, utm_campaign: campaign }, `variants=${experiment}:${version}`);
      expect(seen, version).toBe(`block_rich_text/${targetedItem[version]}`);
    }
  });
});

describe('the Visual Editor’s "View as"', () => {
  /** The lander as the Visual Editor opens it for the sample marketer, with what the bar's form would add. */
  async function editorPage(query = ''): Promise<string> {
    const entry = await fetch(`${stack().directusUrl}/site-preview/edit?to=${encodeURIComponent(LANDER)}`, {
      redirect: 'manual',
      headers: { authorization: `Bearer ${await marketerToken()}` },
    });
    const location = entry.headers.get('location') ?? '';
    expect(location).toContain('?edit=');
    return (await fetch(`${location}${query}`)).text();
  }
  const h1 = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? null;

  it('shows every block at first, and offers the page’s keyword matches and a campaign in a form that keeps the edit token', async () => {
    const html = await editorPage();
    expect(html).toContain(SPRING.en);
    const form = /<form [^>]*data-edit-view-as[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1] ?? '';
    expect(form).toMatch(/<input type="hidden" name="edit" value="[^"]+"/);
    expect(form).toMatch(/<select name="utm_term">/);
    expect(form).toContain('<option value="heat pump rebate">heat-pump-rebate</option>');
    expect(form).toContain('name="utm_campaign"');
  });

  it('views the page as a keyword’s visitor: the entry’s words, a way to edit them, and the campaign’s blocks hidden', async () => {
    const html = await editorPage('&utm_term=heat+pump+rebate&utm_campaign=');
    expect(h1(html)).toBe('Heat pump rebates: see what you qualify for');
    expect(html).toMatch(/<li data-directus="[^"]*matches[^"]*" data-edit-match="heat-pump-rebate"/);
    expect(html).not.toContain(SPRING.en);
    // And as the campaign's visitor, with a way back to every block.
    const spring = await editorPage('&utm_term=&utm_campaign=spring-rebates');
    expect(spring).toContain(SPRING.en);
    expect(h1(spring)).toBe('Is a heat pump right for your home?');
    expect(spring).toContain('Show every block');
  });
});
