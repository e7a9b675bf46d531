// Images from the CMS reach visitors through the site, responsive and without layout shift, while
// Directus's own asset URLs stay closed to anonymous callers.
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { admin, BROWSER_UA, createPage, getHtml, stack, uniqueSlug, eventually } from '../support/admin';
import { hydrated, launch } from '../support/browser';

// A 1600×900 PNG made on the spot (solid brand green), so the test needs no file of its own.
async function uploadImage(): Promise<string> {
  const sharp = (await import('sharp')).default;
  const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#0b7a55' } }).png().toBuffer();
  const form = new FormData();
  form.append('title', 'Heat pump');
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'heat-pump.png');
  const login = await fetch(`${stack().directusUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: stack().secrets.adminEmail, password: stack().secrets.adminPassword }),
  });
  const token = z.object({ data: z.object({ access_token: z.string() }) }).parse(await login.json()).data.access_token;
  const res = await fetch(`${stack().directusUrl}/files`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  expect(res.status, await res.clone().text()).toBe(200);
  return z.object({ data: z.object({ id: z.string() }) }).parse(await res.json()).data.id;
}

let browser: Browser;
let imageId: string;
const slug = uniqueSlug('with-image');

beforeAll(async () => {
  browser = await launch();
  imageId = await uploadImage();
  const rest = await admin();
  await createPage(rest, {
    locale: 'en',
    slug,
    title: 'With an image',
    blocks: [{ collection: 'block_hero', item: { headline: 'Heat pumps, pictured', image: imageId, image_alt: 'A heat pump beside a house' } }],
  });
  await eventually(5000, async () => (await getHtml(slug)).status === 200);
});
afterAll(async () => {
  await browser?.close();
});

describe('CMS images', () => {
  it('render as responsive images served by the site, with their dimensions and alt text', async () => {
    const { html } = await getHtml(slug);
    const img = html.match(/<img[^>]*>/)?.[0] ?? '';
    expect(img).toContain(`src="/media/${imageId}?w=800"`);
    expect(img).toMatch(new RegExp(`srcSet="/media/${imageId}\\?w=320 320w, .*?/media/${imageId}\\?w=1600 1600w"`));
    expect(img).toContain('width="1600"');
    expect(img).toContain('height="900"');
    expect(img).toContain('alt="A heat pump beside a house"');
    expect(img).toContain('fetchPriority="high"');
  });

  it('are served through the site, transformed, and cacheable', async () => {
    const res = await fetch(`${stack().siteUrl}/media/${imageId}?w=320`, { headers: { 'user-agent': BROWSER_UA } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toContain('s-maxage=31536000');
    const sharp = (await import('sharp')).default;
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta.width).toBe(320);
    expect(meta.format).toBe('webp');
  });

  it('refuse widths outside the list and ids that are not images', async () => {
    expect((await fetch(`${stack().siteUrl}/media/${imageId}?w=333`)).status).toBe(404);
    expect((await fetch(`${stack().siteUrl}/media/not-an-id?w=320`)).status).toBe(404);
    expect((await fetch(`${stack().siteUrl}/media/00000000-0000-4000-8000-000000000000?w=320`)).status).toBe(404);
  });

  it('stay closed on Directus itself to anonymous callers', async () => {
    expect((await fetch(`${stack().directusUrl}/assets/${imageId}`)).status).toBe(403);
  });

  it('load in the browser without layout shift', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${stack().siteUrl}${slug}`);
    await hydrated(page);
    const box = await page.getByRole('img', { name: 'A heat pump beside a house' }).boundingBox();
    expect(box!.width / box!.height).toBeCloseTo(1600 / 900, 1);
    expect(await page.getByRole('img', { name: 'A heat pump beside a house' }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.close();
  });
});

describe('a hero image without its description', () => {
  it('is an invalid block: left out for visitors, and the rest of the page stands', async () => {
    const rest = await admin();
    const other = uniqueSlug('no-alt');
    await createPage(rest, {
      locale: 'en',
      slug: other,
      title: 'No alt',
      blocks: [
        { collection: 'block_hero', item: { headline: 'Missing alt text', image: imageId } },
        { collection: 'block_call_to_action', item: { heading: 'Still here', button_label: 'Go', button_href: '/demo' } },
      ],
    });
    await eventually(5000, async () => (await getHtml(other)).status === 200);
    const { html } = await getHtml(other);
    expect(html).not.toContain('Missing alt text');
    expect(html).toContain('Still here');
  });
});
