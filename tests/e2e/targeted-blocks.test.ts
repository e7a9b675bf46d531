// Blocks for some campaigns only (issue 43, part 2), over HTTP against the test stack's site: the seeded
// heat-pump lander shows its spring-rebates band only to that campaign's clicks, in English and in
// French, on the first paint; crawlers, other campaigns and a header sent from outside get the default
// page; a thousand campaigns share the default copy in the page cache; and a targeted block on a page
// under an A/B test is shown in each version to the visitors it names, without either breaking the other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { admin, createPage, eventually, getHtml, uniqueSlug } from '../support/admin';
import type { Rest } from '../../directus/lib/rest.ts';
import { DUPLICATE_VERSION_FLOW_ID } from '../../directus/studio/ids.ts';

const LANDER = '/ads/heatPumpShort';
const CRAWLER_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const SPRING = { en: 'Spring rebate season is open', fr: 'La saison des subventions du printemps est ouverte' };

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

  beforeAll(async () => {
    rest = await admin();
    const blocks = [
      { collection: 'block_rich_text', item: { html: `<p>${words.plain}</p>` } },
      { collection: 'block_rich_text', item: { html: `<p>${words.A}</p>`, audience: 'only', audience_campaigns: [campaign] } },
    ];
    const control = await createPage(rest, { locale: 'en', slug, title: 'Targeted A/B', translation_key: `test-targeted-${tag}`, blocks });
    await rest.post(`/flows/trigger/${DUPLICATE_VERSION_FLOW_ID}`, { collection: 'pages', keys: [control] });
    const [made] = z.array(z.object({ id: z.number() })).parse(await rest.get(`/items/experiments?filter[page][_eq]=${control}&fields=id`));
    experiment = made!.id;
    // Version B's copy of the targeted block, which kept its audience, gets words of its own.
    const [version] = z
      .array(z.object({ blocks: z.array(z.object({ collection: z.string(), item: z.string() })) }))
      .parse(await rest.get(`/items/pages?filter[experiment][_eq]=${experiment}&filter[locale][_eq]=en&fields=blocks.collection,blocks.item`));
    const targeted = z
      .array(z.object({ id: z.number(), html: z.string(), audience: z.string() }))
      .parse(await rest.get(`/items/block_rich_text?filter[id][_in]=${version!.blocks.map((b) => b.item).join(',')}&fields=id,html,audience`))
      .find((b) => b.audience === 'only');
    await rest.patch(`/items/block_rich_text/${targeted!.id}`, { html: `<p>${words.B}</p>` });
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
});
