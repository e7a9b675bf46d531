// A malformed block is dropped for visitors (the page still answers 200) and shown to the marketer
// in preview as a labelled placeholder. Directus refuses to save such a block (decision 0023), so it can
// only be one saved before a rule was added: written here around Directus, in its database, as it was.
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createPreviewToken } from '../../src/cms/preview.server';
import { admin, createPage, getHtml, stack, uniqueSlug, eventually } from '../support/admin';
import { launch } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The page's blocks, by collection: each block's own row id. */
async function blockIds(rest: Awaited<ReturnType<typeof admin>>, pageId: number): Promise<Map<string, number>> {
  const page = z
    .object({ blocks: z.array(z.object({ collection: z.string(), item: z.union([z.number(), z.string()]).transform(Number) })) })
    .parse(await rest.get(`/items/pages/${pageId}?fields=blocks.collection,blocks.item`));
  return new Map(page.blocks.map((b) => [b.collection, b.item]));
}

describe('an invalid block', () => {
  const slug = uniqueSlug('invalid');

  beforeAll(async () => {
    const rest = await admin();
    const pageId = await createPage(rest, {
      locale: 'en',
      slug,
      title: 'Has a broken block',
      blocks: [
        { collection: 'block_hero', item: { headline: 'The valid hero' } },
        { collection: 'block_stats', item: { heading: 'Broken stats', items: [{ value: '1', label: 'figure' }] } },
        { collection: 'block_call_to_action', item: { heading: 'Still shown', button_label: 'Go', button_href: '/demo' } },
      ],
    });
    await eventually(5000, async () => (await getHtml(slug)).status === 200);
    // Stored as a rule of today refuses: a stats block with no figures at all (its schema needs at
    // least one), and a javascript: link.
    const ids = await blockIds(rest, pageId);
    const db = new DatabaseSync(join(stack().dataDir, 'directus.sqlite'));
    try {
      db.exec('PRAGMA busy_timeout = 5000');
      db.prepare("update block_stats set items = '[]' where id = ?").run(ids.get('block_stats') ?? 0);
      db.prepare("update block_call_to_action set button_href = 'javascript:alert(1)' where id = ?").run(ids.get('block_call_to_action') ?? 0);
    } finally {
      db.close();
    }
    // A write around Directus: its cache and the site's are emptied, as a restore would.
    await rest.post('/utils/cache/clear', {});
    const res = await fetch(`${stack().siteUrl}/api/revalidate`, { method: 'POST', headers: { authorization: `Bearer ${stack().secrets.revalidateSecret}` } });
    expect(res.status).toBe(200);
    await eventually(5000, async () => !(await getHtml(slug)).html.includes('Broken stats'));
  });

  it('is dropped for visitors while the rest of the page renders with 200', async () => {
    const { status, html } = await getHtml(slug);
    expect(status).toBe(200);
    expect(html).toContain('The valid hero');
    expect(html).not.toContain('Broken stats');
    // A javascript: link is invalid too: that block is dropped rather than rendered with it.
    expect(html).not.toContain('javascript:alert');
    expect(html).not.toContain('data-block="invalid"');
  });

  it('is shown in preview as a labelled placeholder saying what to fix', async () => {
    const token = createPreviewToken(stack().secrets.previewSecret, Date.now() + 60_000);
    const page = await browser.newPage();
    const res = await page.goto(`${stack().siteUrl}${slug}?preview=${encodeURIComponent(token)}`);
    expect(res?.status()).toBe(200);
    expect(res?.headers()['cache-control']).toContain('no-store');
    const placeholders = page.locator('[data-block="invalid"]');
    await expect(placeholders.count()).resolves.toBe(2);
    await expect(page.getByRole('region', { name: 'block_stats' }).textContent()).resolves.toMatch(/Invalid block “block_stats”.*items/s);
    await expect(page.getByText('The valid hero').isVisible()).resolves.toBe(true);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await page.close();
  });

  it('is not shown with a tampered or expired preview token', async () => {
    const expired = createPreviewToken(stack().secrets.previewSecret, Date.now() - 1000);
    const forged = createPreviewToken('not-the-site-secret-at-all', Date.now() + 60_000);
    for (const token of [expired, forged]) {
      const { html } = await getHtml(`${slug}?preview=${encodeURIComponent(token)}`);
      expect(html).not.toContain('data-block="invalid"');
    }
  });
});
