// @vitest-environment node
// /media serves the library's raster images as WebP and its videos and captions whole, nothing else
// (issue 39: an SVG or an HTML file uploaded by a marketer came back whole, from the site's origin).
// Directus is faked at the fetch level: its record of the file, and what /assets answers. Which files
// live content uses is the content service's answer (tested with its reader in src/cms), set here.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPreviewToken } from '../cms/preview.server';
import { loader } from './media';

const ID = '0b8f1c6e-3a57-4f7e-9c62-5d0a7e4f2b19';
const PREVIEW_SECRET = 'preview-secret-for-the-media-test';
let live = new Set<string>([ID]);
vi.mock('../cms/content.server', () => ({ contentService: () => ({ liveFiles: () => Promise.resolve(live) }) }));
type Fake = { stored: string | null; sends: string; body?: string };
let fake: Fake;
const asked: string[] = [];

beforeEach(() => {
  vi.stubEnv('DIRECTUS_URL', 'http://directus.test');
  vi.stubEnv('DIRECTUS_TOKEN', 'site-token');
  vi.stubEnv('PREVIEW_SECRET', PREVIEW_SECRET);
  live = new Set([ID]);
  asked.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string | URL) => {
      const url = new URL(String(input));
      asked.push(`${url.pathname}${url.search}`);
      if (url.pathname.startsWith('/files/')) {
        return Promise.resolve(Response.json({ data: { type: fake.stored } }));
      }
      return Promise.resolve(new Response(fake.body ?? 'bytes', { headers: { 'content-type': fake.sends } }));
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

const get = (search = '', headers: Record<string, string> = {}) => {
  const url = new URL(`http://site.test/media/${ID}${search}`);
  return loader({ params: { id: ID }, url, request: new Request(url, { headers }) } as unknown as Parameters<typeof loader>[0]);
};

describe('/media', () => {
  it.each([
    ['an SVG with a script, asked for at a width', { stored: 'image/svg+xml', sends: 'image/svg+xml', body: '<svg><script>alert(1)</script></svg>' }, '?w=320'],
    ['an SVG, whole', { stored: 'image/svg+xml', sends: 'image/svg+xml' }, ''],
    ['an HTML page, asked for at a width', { stored: 'text/html', sends: 'text/html', body: '<script>alert(1)</script>' }, '?w=320'],
    ['an HTML page, whole', { stored: 'text/html', sends: 'text/html' }, ''],
    ['a PDF, either way', { stored: 'application/pdf', sends: 'application/pdf' }, '?w=640'],
    ['a PDF, whole', { stored: 'application/pdf', sends: 'application/pdf' }, ''],
    ['an XML file', { stored: 'application/xml', sends: 'application/xml' }, '?w=320'],
    ['a file of no type', { stored: null, sends: 'application/octet-stream' }, '?w=320'],
    ['a PNG, whole (images leave only transformed)', { stored: 'image/png', sends: 'image/png' }, ''],
    ['a video, at a width', { stored: 'video/mp4', sends: 'video/mp4' }, '?w=320'],
    ['a PNG whose transform came back as the original', { stored: 'image/png', sends: 'image/png' }, '?w=320'],
    ['a video whose file came back as HTML', { stored: 'video/mp4', sends: 'text/html' }, ''],
  ])('refuses %s', async (_name, answer, search) => {
    fake = answer;
    const res = await get(search);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('Not found');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('never asks /assets for a file whose stored type it refuses', async () => {
    fake = { stored: 'image/svg+xml', sends: 'image/svg+xml' };
    await get('?w=320');
    expect(asked).toEqual([`/files/${ID}?fields=type`]);
  });

  it.each(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'])('serves a %s as the WebP Directus makes of it', async (stored) => {
    fake = { stored, sends: 'image/webp' };
    const res = await get('?w=320');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toContain('s-maxage=31536000');
    expect(asked[1]).toBe(`/assets/${ID}?width=320&format=webp&quality=78&withoutEnlargement=true`);
  });

  it.each([
    ['video/mp4', 'video/mp4'],
    ['video/webm', 'video/webm'],
    ['text/vtt', 'text/vtt; charset=utf-8'],
  ])('serves a %s whole, under its own type', async (stored, served) => {
    fake = { stored, sends: stored };
    const res = await get('', { range: 'bytes=0-1' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(served);
    expect(res.headers.get('accept-ranges')).toBe('bytes');
  });

  it('answers nosniff and a sandboxing policy on what it serves', async () => {
    fake = { stored: 'text/vtt', sends: 'text/vtt' };
    const res = await get();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toMatch(/^default-src 'none';.*\bsandbox$/);
  });

  it('answers 503 when Directus cannot say what the file is, and 404 for a file it does not hold', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new Error('ECONNREFUSED'))),
    );
    expect((await get('?w=320')).status).toBe(503);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json({ errors: [{ message: 'Forbidden' }] }, { status: 403 }))),
    );
    expect((await get('?w=320')).status).toBe(404);
  });

  describe('a file no live content uses (issue 39: the library is not a public folder)', () => {
    const preview = (purpose: 'preview' | 'edit', origin = 'http://site.test') =>
      `${origin}/fr/demo?${purpose}=${createPreviewToken(PREVIEW_SECRET, Date.now() + 60_000, purpose)}`;

    beforeEach(() => {
      live = new Set();
      fake = { stored: 'image/png', sends: 'image/webp' };
    });

    it('is not served to visitors, and the answer is not kept (a publish shows it at once)', async () => {
      const res = await get('?w=320');
      expect(res.status).toBe(404);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(asked.some((path) => path.startsWith('/assets/'))).toBe(false);
    });

    it.each(['preview', 'edit'] as const)('is served privately to a page opened with a valid %s token', async (purpose) => {
      const res = await get('?w=320', { referer: preview(purpose) });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    });

    it.each([
      ['a forged token', 'http://site.test/fr/demo?preview=forged.token'],
      ['an expired token', `http://site.test/fr/demo?preview=${createPreviewToken(PREVIEW_SECRET, Date.now() - 1000)}`],
      ['another site holding a valid token', preview('preview', 'http://evil.test')],
      ['no token', 'http://site.test/fr/demo'],
    ])('is not served on the word of %s', async (_name, referer) => {
      expect((await get('?w=320', { referer })).status).toBe(404);
    });
  });
});
