// A marketer composes a page in Directus (through its REST API, as the Data Studio does), and the
// site shows it within seconds: no restart, build or deploy. Draft and archived pages disappear.
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callToActionFixtures } from '../../blocks/call-to-action/fixtures';
import { featureGridFixtures } from '../../blocks/feature-grid/fixtures';
import { statsFixtures } from '../../blocks/stats/fixtures';
import { admin, createPage, getHtml, stack, uniqueSlug, eventually } from '../support/admin';
import { hydrated, launch, watchErrors } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const strip = <T extends { collection: string; id: unknown }>({ collection: _c, id: _i, ...rest }: T) => rest;
const timings: Record<string, number> = {};
afterAll(() => console.log('[marketer flow] ms until visible on the site:', timings));

describe('marketer flow', () => {
  const slug = uniqueSlug('lander');

  it('publishes a new page built from the four blocks, live within 5 s', async () => {
    const rest = await admin();
    // Warm the site's caches first, as a live site would have them.
    await getHtml(slug);
    const id = await createPage(rest, {
      locale: 'en',
      slug,
      title: 'Heat pumps, paid for',
      blocks: [
        {
          collection: 'block_hero',
          item: { headline: 'Heat pumps, paid for', body: 'Rebates cover most of it.', primary_label: 'Book a demo', primary_href: '/demo' },
        },
        { collection: 'block_feature_grid', item: strip(featureGridFixtures.en.products) },
        { collection: 'block_stats', item: strip(statsFixtures.en.claims) },
        { collection: 'block_call_to_action', item: strip(callToActionFixtures.en.demo) },
      ],
    });
    timings['publish'] = await eventually(5000, async () => (await getHtml(slug)).status === 200);
    const { html } = await getHtml(slug);
    expect(html).toMatch(/<h1[^>]*>Heat pumps, paid for<\/h1>/);
    expect(html.indexOf('data-block="hero"')).toBeLessThan(html.indexOf('data-block="feature-grid"'));
    expect(html.indexOf('data-block="stats"')).toBeLessThan(html.indexOf('data-block="call-to-action"'));
    // Every block is in place in the HTML itself, not moved there later by a script.
    expect(html).not.toMatch(/<template id="B:|<div hidden id="S:/);

    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.goto(`${stack().siteUrl}${slug}`);
    await hydrated(page);
    await expect(page.getByRole('region', { name: 'Trusted across Canada' }).isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await page.close();

    // An edit to a block shows within 5 s.
    const junction = z
      .object({ blocks: z.array(z.object({ collection: z.string(), item: z.union([z.number(), z.string()]) })) })
      .parse(await rest.get(`/items/pages/${id}?fields=blocks.collection,blocks.item`));
    const hero = junction.blocks.find((b) => b.collection === 'block_hero');
    await rest.patch(`/items/block_hero/${hero!.item}`, { headline: 'Heat pumps, mostly paid for' });
    timings['edit'] = await eventually(5000, async () => (await getHtml(slug)).html.includes('Heat pumps, mostly paid for'));

    // Draft: gone within 5 s. Published again: back. Archived: gone.
    await rest.patch(`/items/pages/${id}`, { status: 'draft' });
    timings['draft'] = await eventually(5000, async () => (await getHtml(slug)).status === 404);
    await rest.patch(`/items/pages/${id}`, { status: 'published' });
    timings['republish'] = await eventually(5000, async () => (await getHtml(slug)).status === 200);
    await rest.patch(`/items/pages/${id}`, { status: 'archived' });
    timings['archive'] = await eventually(5000, async () => (await getHtml(slug)).status === 404);
  });

  it('publishes a French page under /fr', async () => {
    const rest = await admin();
    const frSlug = uniqueSlug('fr');
    await createPage(rest, {
      locale: 'fr',
      slug: frSlug,
      title: 'Thermopompes',
      blocks: [{ collection: 'block_hero', item: { headline: 'Des thermopompes abordables' } }],
    });
    await eventually(5000, async () => (await getHtml(`/fr${frSlug}`)).status === 200);
    const { html } = await getHtml(`/fr${frSlug}`);
    expect(html).toContain('<html lang="fr-CA"');
    expect(html).toContain('Des thermopompes abordables');
    // Not under the English path.
    expect((await getHtml(frSlug)).status).toBe(404);
  });
});
