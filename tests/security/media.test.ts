// Threat: a marketer (or whoever holds a marketer's session) must never make the site's origin serve a
// document of their own: an SVG or an HTML page with a script, uploaded to the Directus file library,
// came back whole from /media/<id>?w=320 (`200 image/svg+xml`, `200 text/html`, cached a year; issue 39).
// Tried against the real Directus, as the sample marketer, and the real site. Also: a file replaced or
// deleted in the library leaves the caches in front of the site (the revalidate hook, then the CDN purge).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginAsAdmin, type Rest } from '../../directus/lib/rest';
import { SAMPLE_MARKETER_EMAIL } from '../../directus/studio/marketing';
import { createPreviewToken } from '../../src/cms/preview.server';
import { setTimeout as sleep } from 'node:timers/promises';
import { createServer, request } from 'node:http';
import { admin, BROWSER_UA, createPage, eventually, getHtml, marketerToken, pngOf, stack, uniqueSlug } from '../support/admin';
import { freePort, startSite, type RunningSite } from '../support/stack';

const SCRIPT = '<script>window.__pwn = 1</script>';
const PROBES = [
  { name: 'probe.svg', type: 'image/svg+xml', body: `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${SCRIPT}</svg>` },
  { name: 'probe.html', type: 'text/html', body: `<!doctype html><title>probe</title>${SCRIPT}` },
  { name: 'probe.xhtml', type: 'application/xhtml+xml', body: `<html xmlns="http://www.w3.org/1999/xhtml">${SCRIPT}</html>` },
  { name: 'probe.pdf', type: 'application/pdf', body: '%PDF-1.4\n1 0 obj<</Type/Catalog/OpenAction<</S/JavaScript/JS(app.alert(1))>>>>endobj\n%%EOF' },
  { name: 'probe.xml', type: 'text/xml', body: `<?xml version="1.0"?><x:script xmlns:x="http://www.w3.org/1999/xhtml">alert(1)</x:script>` },
  { name: 'probe.js', type: 'text/javascript', body: 'window.__pwn = 1' },
];

let marketer: Rest;
const uploaded: string[] = [];

async function upload(rest: Rest, name: string, type: string, data: Uint8Array): Promise<string> {
  const form = new FormData();
  form.append('title', name);
  form.append('file', new Blob([new Uint8Array(data)], { type }), name);
  const id = z.object({ id: z.string() }).parse(await rest.postForm('/files', form)).id;
  uploaded.push(id);
  return id;
}

const media = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${stack().siteUrl}/media/${path}`, { headers: { 'user-agent': BROWSER_UA, ...headers } });

beforeAll(async () => {
  marketer = await loginAsAdmin(stack().directusUrl, SAMPLE_MARKETER_EMAIL, stack().secrets.marketerPassword);
});
afterAll(async () => {
  const rest = await admin();
  for (const id of uploaded) await rest.del(`/files/${id}`).catch(() => undefined);
});

describe('a marketer’s upload that is not a picture, a video or captions', () => {
  it.each(PROBES)('$name is never served, with or without a width', async ({ name, type, body }) => {
    const id = await upload(marketer, name, type, new TextEncoder().encode(body));
    for (const search of ['?w=320', '?w=1920', '', '?w=320&w=640', '?W=320', '?w=']) {
      const res = await media(`${id}${search}`);
      const text = await res.text();
      expect(res.status, `${name}${search}`).toBe(404);
      expect(text, `${name}${search}`).not.toContain('__pwn');
      expect(res.headers.get('content-type') ?? '', `${name}${search}`).not.toMatch(/svg|html|xml|pdf|javascript/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('a script declared as a video or as captions cannot become a page: its own type, nosniff, a sandbox', async () => {
    const html = new TextEncoder().encode(`<!doctype html>${SCRIPT}`);
    for (const type of ['video/mp4', 'text/vtt']) {
      const id = await upload(marketer, `disguised.${type.split('/')[1]}`, type, html);
      const res = await media(id);
      await res.arrayBuffer();
      if (res.status !== 200) continue;
      expect(res.headers.get('content-type')).toMatch(/^(video\/mp4|text\/vtt)/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
      // And never as a transformed image either.
      expect((await media(`${id}?w=320`)).status).toBe(404);
    }
  });

  it('an SVG labelled as a PNG leaves only as a raster WebP', async () => {
    const id = await upload(marketer, 'lying.png', 'image/png', new TextEncoder().encode(PROBES[0]!.body));
    const res = await media(`${id}?w=320`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    if (res.status === 200) {
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('RIFF');
    } else expect(res.status).toBe(404);
    expect(new TextDecoder().decode(bytes)).not.toContain('__pwn');
    expect((await media(id)).status).toBe(404);
  });
});

describe('a marketer’s picture', () => {
  it('is not served to visitors until live content uses it, then transformed, as WebP, with nosniff and a sandboxing policy; never whole', async () => {
    const id = await upload(marketer, 'picture.png', 'image/png', await pngOf(400, 300));
    // In the library only: not the site's to show (the answer is not kept, so a publish shows it at once).
    const unused = await media(`${id}?w=320`);
    expect(unused.status).toBe(404);
    expect(unused.headers.get('cache-control')).toBe('no-store');
    // A page in preview shows it (its address's token, passed on by the same-origin Referer), privately.
    const token = createPreviewToken(stack().secrets.previewSecret, Date.now() + 60_000);
    const previewed = await media(`${id}?w=320`, { referer: `${stack().siteUrl}/fr/demo?preview=${token}` });
    expect(previewed.status).toBe(200);
    expect(previewed.headers.get('cache-control')).toBe('private, no-store');
    await previewed.arrayBuffer();
    expect((await media(`${id}?w=320`, { referer: `${stack().siteUrl}/fr/demo?preview=forged` })).status).toBe(404);

    const slug = uniqueSlug('published-picture');
    await createPage(await admin(), {
      locale: 'en',
      slug,
      title: 'A published picture',
      blocks: [{ collection: 'block_hero', item: { variant: 'split', headline: 'Published', image: id, image_alt: 'A picture' } }],
    });
    await eventually(5000, async () => (await getHtml(slug)).status === 200);
    await eventually(8000, async () => (await media(`${id}?w=320`)).status === 200);
    const res = await media(`${id}?w=320`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toContain('s-maxage=31536000');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toMatch(/^default-src 'none';.*\bsandbox\b/);
    await res.arrayBuffer();
    expect((await media(id)).status).toBe(404);
  });
});

describe('a picture kept in the site’s memory', () => {
  /** A new picture in the hero of a page of its own, published, and asked for at `width` until the site answers from memory; its id and the page's. */
  async function shownPicture(name: string, width: number): Promise<{ id: string; page: number }> {
    const rest = await admin();
    const id = await upload(rest, `${name}.png`, 'image/png', await pngOf(640, 360));
    const page = await createPage(rest, {
      locale: 'en',
      slug: uniqueSlug(name),
      title: `A ${name} picture`,
      blocks: [{ collection: 'block_hero', item: { variant: 'split', headline: 'Shown', image: id, image_alt: 'A picture' } }],
    });
    await eventually(8000, async () => (await media(`${id}?w=${width}`)).status === 200);
    await eventually(5000, async () => (await media(`${id}?w=${width}`)).headers.get('x-page-cache') === 'hit');
    return { id, page };
  }

  it('is the same answer as Directus’s; a byte range, an address without a width or a preview’s answer is never kept', async () => {
    const { id } = await shownPicture('kept', 480);
    const first = await media(`${id}?w=480`);
    const again = await media(`${id}?w=480&gclid=another-click`);
    expect(again.headers.get('x-page-cache')).toBe('hit');
    for (const name of ['content-type', 'cache-control', 'x-content-type-options', 'content-security-policy'])
      expect(again.headers.get(name), name).toBe(first.headers.get(name));
    expect(Buffer.from(await again.arrayBuffer()).equals(Buffer.from(await first.arrayBuffer()))).toBe(true);
    // Another width is another picture; a width the site does not make is still refused.
    expect((await media(`${id}?w=320`)).headers.get('x-page-cache')).not.toBe('hit');
    expect((await media(`${id}?w=333`)).status).toBe(404);
    // One spelling of a width and an id: another would be one more copy here and at a CDN, and one
    // more Directus read, for an address anyone can make up.
    for (const other of [
      `${id}?w=0480`,
      `${id}?w=480.0`,
      `${id}?w=4.8e2`,
      `${id}?w=0x1e0`,
      `${id}?w=%20480`,
      `${id}?w=480&w=${Date.now()}`,
      `${id.toUpperCase()}?w=480`,
      `${id}/?w=480`,
    ])
      expect((await media(other)).status, other).toBe(404);
    // A token in a picture's own address opens nothing (a preview is read from the page's Referer), and
    // is served from the same copy, not from Directus again.
    const tokened = await media(`${id}?w=480&preview=${Date.now() + 60_000}.not-a-token`);
    expect(tokened.headers.get('x-page-cache')).toBe('hit');
    // A byte range, and the file asked whole (a video's door), go through every time.
    for (const [path, headers] of [
      [`${id}?w=480`, { range: 'bytes=0-9' }],
      [id, {}],
    ] as const) {
      const res = await media(path, headers);
      await res.arrayBuffer();
      expect(res.headers.get('x-page-cache'), path).toBe('bypass');
    }
    // A picture no live page shows yet, asked twice by a page in preview: private, and never kept.
    const unpublished = await upload(marketer, 'previewed.png', 'image/png', await pngOf(400, 300));
    const referer = `${stack().siteUrl}/fr/demo?preview=${createPreviewToken(stack().secrets.previewSecret, Date.now() + 60_000)}`;
    for (let i = 0; i < 2; i++) {
      const res = await media(`${unpublished}?w=320`, { referer });
      await res.arrayBuffer();
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('x-page-cache')).toBe('miss');
    }
    expect((await media(`${unpublished}?w=320`)).status).toBe(404);
  });

  it('leaves once its last page no longer shows it', async () => {
    const { id, page } = await shownPicture('dropped', 320);
    // The marketer makes the hero text only (saved in Directus: its hook tells the site).
    const hero = z
      .array(z.object({ item: z.string() }))
      .parse(await (await admin()).get(`/items/pages_blocks?filter[pages_id][_eq]=${page}&filter[collection][_eq]=block_hero&fields=item`))[0]!;
    await marketer.patch(`/items/block_hero/${hero.item}`, { variant: 'centered', image: null, image_alt: null });
    await eventually(8000, async () => (await media(`${id}?w=320`)).status === 404);
  });
});

describe('a picture past its time in a site’s memory', () => {
  // A second site on the same Directus, which no publish reaches (Directus's hook tells the stack's own
  // site): a picture is fetched again only because its time ran out, as a missed hook would leave it.
  // It talks to Directus through a plain relay that can answer 503 for it, as a Directus in trouble does.
  const PICTURE_TTL_MS = 1500;
  let site: RunningSite | undefined;
  let directusFails = false;
  const relay = createServer((req, res) => {
    if (directusFails) {
      res.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable');
      return;
    }
    const upstream = new URL(req.url ?? '/', stack().directusUrl);
    const forward = request(upstream, { method: req.method, headers: { ...req.headers, host: upstream.host } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forward.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
    // The site gave up (its own timeout): so does the relay.
    res.on('close', () => forward.destroy());
    req.pipe(forward);
  });
  beforeAll(async () => {
    const relayPort = await freePort();
    await new Promise<void>((resolve) => relay.listen(relayPort, '127.0.0.1', resolve));
    const port = await freePort();
    site = await startSite(
      { ...stack(), sitePort: port, siteUrl: `http://127.0.0.1:${port}`, directusUrl: `http://127.0.0.1:${relayPort}` },
      { PAGE_CACHE_PICTURE_TTL_MS: String(PICTURE_TTL_MS), CMS_CACHE_TTL_MS: '500' },
    );
  }, 60_000);
  afterAll(async () => {
    await site?.stop();
    relay.closeAllConnections();
    await new Promise((resolve) => relay.close(resolve));
  });
  const at = async (path: string) => {
    const res = await fetch(`${site!.url}/media/${path}`, { headers: { 'user-agent': BROWSER_UA } });
    return { status: res.status, cache: res.headers.get('x-page-cache'), bytes: Buffer.from(await res.arrayBuffer()) };
  };

  it('is served at once while it is fetched again, then fresh; once no live page shows it, it leaves', async () => {
    const rest = await admin();
    const id = await upload(rest, 'aging.png', 'image/png', await pngOf(640, 360));
    const page = await createPage(rest, {
      locale: 'en',
      slug: uniqueSlug('aging-picture'),
      title: 'An aging picture',
      blocks: [{ collection: 'block_hero', item: { variant: 'split', headline: 'Shown', image: id, image_alt: 'A picture' } }],
    });
    await eventually(8000, async () => (await at(`${id}?w=320`)).cache === 'hit');
    const kept = await at(`${id}?w=320`);
    await sleep(PICTURE_TTL_MS + 100);
    // Past its time: the visitor gets the same picture from memory, not a wait on Directus.
    const stale = await at(`${id}?w=320`);
    expect([stale.status, stale.cache]).toEqual([200, 'stale']);
    expect(stale.bytes.equals(kept.bytes)).toBe(true);
    // Fetched again behind them, once: the next visitors get a fresh copy.
    await eventually(5000, async () => (await at(`${id}?w=320`)).cache === 'hit');

    // The marketer takes it off its page; this site hears nothing. Past its time it is asked again,
    // found for nobody, and dropped: at most one more visitor gets it, then a 404.
    const hero = z
      .array(z.object({ item: z.string() }))
      .parse(await rest.get(`/items/pages_blocks?filter[pages_id][_eq]=${page}&filter[collection][_eq]=block_hero&fields=item`))[0]!;
    await marketer.patch(`/items/block_hero/${hero.item}`, { variant: 'centered', image: null, image_alt: null });
    await eventually(30_000, async () => (await at(`${id}?w=320`)).status === 404);
  }, 60_000);

  it('is kept, and served, while Directus fails to give it again; fresh once Directus is back', async () => {
    const rest = await admin();
    const id = await upload(rest, 'weathered.png', 'image/png', await pngOf(640, 360));
    await createPage(rest, {
      locale: 'fr',
      slug: uniqueSlug('image-abimee'),
      title: 'Une image qui tient',
      blocks: [{ collection: 'block_hero', item: { variant: 'split', headline: 'Montrée', image: id, image_alt: 'Une image' } }],
    });
    // This site hears no publish: it learns of the page when its copy of the page list is read again
    // (the set of live files is kept 5 s, and a list past its time is served once more while read again).
    await eventually(20_000, async () => (await at(`${id}?w=320`)).cache === 'hit');
    const kept = await at(`${id}?w=320`);
    directusFails = true;
    try {
      await sleep(PICTURE_TTL_MS + 100);
      // Past its time, Directus answering 503 to the fetch behind the visitor: every visitor still
      // gets the picture (the refresh failed, the copy stays), none waits or gets an error.
      for (let i = 0; i < 4; i++) {
        const during = await at(`${id}?w=320`);
        expect([during.status, during.cache]).toEqual([200, 'stale']);
        expect(during.bytes.equals(kept.bytes)).toBe(true);
        await sleep(300);
      }
    } finally {
      directusFails = false;
    }
    // Directus back: fetched again behind the next visitor, then fresh.
    await eventually(8000, async () => (await at(`${id}?w=320`)).cache === 'hit');
    expect((await at(`${id}?w=320`)).bytes.equals(kept.bytes)).toBe(true);
  }, 60_000);
});

describe('a file replaced or deleted in the library', () => {
  let imageId: string;
  const slug = uniqueSlug('purged-image');

  beforeAll(async () => {
    const rest = await admin();
    imageId = await upload(rest, 'replaced.png', 'image/png', await pngOf(800, 450));
    await createPage(rest, {
      locale: 'en',
      slug,
      title: 'A picture that changes',
      blocks: [{ collection: 'block_hero', item: { variant: 'split', headline: 'Before', image: imageId, image_alt: 'A picture' } }],
    });
    await eventually(5000, async () => (await getHtml(slug)).status === 200);
  });

  /** The picture at 320 px as a visitor's second ask gets it: from the site's memory, no longer from Directus. */
  async function keptPicture(): Promise<Uint8Array> {
    await eventually(5000, async () => (await media(`${imageId}?w=320`)).headers.get('x-page-cache') === 'hit');
    const res = await media(`${imageId}?w=320&utm_source=another-address`);
    expect(res.headers.get('x-page-cache')).toBe('hit');
    return new Uint8Array(await res.arrayBuffer());
  }

  // The site keeps a picture ten minutes (PAGE_CACHE_PICTURE_TTL_MS): a new one within seconds is the
  // file hook telling it (and it purges the CDN on the same word: server/cdn-purge.test.ts).
  it('tells the site (which purges the CDN) when the file is replaced, and /media serves the new picture', async () => {
    const before = await keptPicture();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await pngOf(800, 450, '#c0392b'))], { type: 'image/png' }), 'replaced.png');
    const res = await fetch(`${stack().directusUrl}/files/${imageId}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${await marketerToken()}` },
      body: form,
    });
    expect(res.status).toBe(200);
    const changed = async () => !Buffer.from(await (await media(`${imageId}?w=320`)).arrayBuffer()).equals(Buffer.from(before));
    await eventually(15_000, changed);
  });

  it('tells the site when the file is deleted, and /media stops serving it', async () => {
    await keptPicture();
    await (await admin()).del(`/files/${imageId}`);
    await eventually(15_000, async () => (await media(`${imageId}?w=320`)).status === 404);
  });
});
