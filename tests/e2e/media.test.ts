// Images from the CMS reach visitors through the site, responsive and without layout shift, while
// Directus's own asset URLs stay closed to anonymous callers.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { admin, adminToken, BROWSER_UA, createPage, getHtml, pngOf, stack, uniqueSlug, eventually, uploadFile } from '../support/admin';
import { hydrated, launch } from '../support/browser';

// A 1600×900 PNG made on the spot (solid brand green), so the test needs no file of its own.
const uploadImage = async () => uploadFile({ name: 'heat-pump.png', type: 'image/png', title: 'Heat pump', data: await pngOf(1600, 900) });

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
    blocks: [
      { collection: 'block_hero', item: { variant: 'split', headline: 'Heat pumps, pictured', image: imageId, image_alt: 'A heat pump beside a house' } },
    ],
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
    // Path tricks never reach another Directus endpoint (the site asks Directus only for /assets/<uuid>).
    const tricks = ['..%2Fusers%2Fme', '..%2f..%2fserver%2Finfo', `${imageId}%2F..%2F..%2Fusers`, `${imageId}%00`, '%2e%2e%2Fserver%2Fspecs%2Foas'];
    for (const trick of tricks) {
      const res = await fetch(`${stack().siteUrl}/media/${trick}?w=320`);
      expect(res.status, trick).toBe(404);
      expect(await res.text(), trick).not.toContain('"data"');
    }
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
    expect(await page.getByRole('img', { name: 'A heat pump beside a house' }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
      true,
    );
    await page.close();
  });
});

describe('a hero image without its description', () => {
  it('is refused by Directus, naming the field (decision 0023), and nothing is stored', async () => {
    const token = await adminToken();
    const headline = `Missing alt text ${uniqueSlug('no-alt')}`;
    const res = await fetch(`${stack().directusUrl}/items/block_hero`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ headline, image: imageId }),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Image or video description');
    const stored = await fetch(`${stack().directusUrl}/items/block_hero?filter[headline][_eq]=${encodeURIComponent(headline)}&fields=id`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(z.object({ data: z.array(z.unknown()) }).parse(await stored.json()).data).toEqual([]);
  });
});

describe('CMS videos', () => {
  const videoSlug = uniqueSlug('with-video');
  let videoId: string;
  let captionsId: string;

  beforeAll(async () => {
    const webm = new Uint8Array(readFileSync(resolve('.storybook/media/c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f')));
    videoId = await uploadFile({ name: 'scan.webm', type: 'video/webm', title: 'A scan', data: webm });
    captionsId = await uploadFile({
      name: 'scan.vtt',
      type: 'text/vtt',
      title: 'Captions',
      data: new TextEncoder().encode('WEBVTT\n\n00:00.000 --> 00:02.000\nA scan.\n'),
    });
    await createPage(await admin(), {
      locale: 'fr',
      slug: videoSlug,
      title: 'Avec une vidéo',
      blocks: [
        {
          collection: 'block_hero',
          item: {
            variant: 'video',
            headline: 'Une numérisation',
            image: imageId,
            image_alt: 'Un conseiller numérise un salon',
            video: videoId,
            video_captions: captionsId,
          },
        },
      ],
    });
    await eventually(5000, async () => (await getHtml(`/fr${videoSlug}`)).status === 200);
  });

  it('render as a player the visitor starts, with its poster, captions and the French fallback', async () => {
    const { html } = await getHtml(`/fr${videoSlug}`);
    const video = html.match(/<video[\s\S]*?<\/video>/)?.[0] ?? '';
    expect(video).toContain(`<source src="/media/${videoId}" type="video/webm"/>`);
    expect(video).toContain(`poster="/media/${imageId}?w=1280"`);
    expect(video).toContain(`src="/media/${captionsId}"`);
    expect(video).not.toContain('autoplay');
    expect(video).toContain('Votre navigateur ne prend pas en charge la balise vidéo.');
  });

  it('are served whole through the site, with byte ranges for seeking', async () => {
    const whole = await fetch(`${stack().siteUrl}/media/${videoId}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/webm');
    const size = (await whole.arrayBuffer()).byteLength;
    const part = await fetch(`${stack().siteUrl}/media/${videoId}`, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
  });

  it('play in the browser', async () => {
    const page = await browser.newPage();
    await page.goto(`${stack().siteUrl}/fr${videoSlug}`);
    const duration = await page
      .locator('video')
      .evaluate(
        (v: HTMLVideoElement) =>
          new Promise<number>((done) => (v.readyState >= 1 ? done(v.duration) : v.addEventListener('loadedmetadata', () => done(v.duration)))),
      );
    expect(duration).toBeGreaterThan(0);
    await page.close();
  });

  it('serve no other kind of file whole: the library stays private', async () => {
    expect((await fetch(`${stack().siteUrl}/media/${imageId}`)).status).toBe(404);
  });
});
