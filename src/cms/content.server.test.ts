// Publish windows, to the minute, with the clock moved by the test: pages and posts appear and go
// dark at their boundary, and the cache lifetime the site announces never runs past the next one.
import { describe, expect, it } from 'vitest';
import type { PostListItem } from '#schemas/blog';
import type { PageRoute } from '#schemas/page';
import { StaleIfErrorCache } from './cache.server';
import { createContentService } from './content.server';
import type { ContentReader } from './directus.server';

const route = (id: number, slug: string, window: { publish_at?: string; unpublish_at?: string }): PageRoute => ({
  id,
  status: 'published',
  locale: 'en',
  slug,
  translation_key: slug,
  publish_at: window.publish_at ?? null,
  unpublish_at: window.unpublish_at ?? null,
  noindex: false,
  date_created: null,
  date_updated: null,
  experiment: null,
  variant: null,
});

const post = (id: number, published_at: string): PostListItem => ({
  id,
  locale: 'en',
  slug: `post-${id}`,
  href: `/blog/post-${id}`,
  title: `Post ${id}`,
  excerpt: null,
  published_at,
  featured: false,
  cover: null,
  cover_alt: null,
  category: null,
  translation_key: `post-${id}`,
  date_created: null,
  date_updated: null,
});

function service() {
  let reads = 0;
  const reader: ContentReader = {
    routes: () => {
      reads++;
      return Promise.resolve([route(1, '/ads/summer', { publish_at: '2026-06-01T12:00:00Z', unpublish_at: '2026-06-30T12:00:00Z' }), route(2, '/stride', {})]);
    },
    page: () => Promise.resolve(null),
    settings: () => Promise.resolve(null),
    posts: (locale) => Promise.resolve(locale === 'en' ? [post(1, '2026-06-01T12:30:00Z'), post(2, '2026-05-01T00:00:00Z')] : []),
    post: () => Promise.resolve(null),
    draftPost: () => Promise.resolve(null),
    categories: () => Promise.resolve([]),
    redirects: () => Promise.resolve([]),
    experiments: () => Promise.resolve([]),
  };
  // A long cache lifetime: only the boundaries may make the service read again.
  return { svc: createContentService(reader, new StaleIfErrorCache({ ttlMs: 3_600_000, retryAfterErrorMs: 1000 })), reads: () => reads };
}

const at = (iso: string) => new Date(iso);

describe('publish windows', () => {
  it('shows a lander from its publish minute to its unpublish minute', async () => {
    const { svc } = service();
    const slugs = async (iso: string) => (await svc.liveRoutes(at(iso))).map((r) => r.slug);
    expect(await slugs('2026-06-01T11:59:59Z')).toEqual(['/stride']);
    expect(await slugs('2026-06-01T12:00:00Z')).toEqual(['/ads/summer', '/stride']);
    expect(await slugs('2026-06-30T11:59:59Z')).toEqual(['/ads/summer', '/stride']);
    expect(await slugs('2026-06-30T12:00:00Z')).toEqual(['/stride']);
  });

  it('shows a post from its date on', async () => {
    const { svc } = service();
    expect((await svc.posts('en', at('2026-06-01T12:29:00Z'))).map((p) => p.id)).toEqual([2]);
    expect((await svc.posts('en', at('2026-06-01T12:30:00Z'))).map((p) => p.id)).toEqual([1, 2]);
  });

  it('caps cache lifetimes at the next boundary, and reads again once it has passed', async () => {
    const { svc, reads } = service();
    expect(await svc.cacheSeconds(60, at('2026-05-31T00:00:00Z'))).toBe(60);
    expect(await svc.cacheSeconds(60, at('2026-06-01T11:59:30Z'))).toBe(30);
    expect(await svc.cacheSeconds(60, at('2026-06-01T11:59:59.500Z'))).toBe(0);
    expect(await svc.cacheSeconds(60, at('2026-06-01T12:29:58.500Z'))).toBe(1);
    expect(await svc.cacheSeconds(60, at('2026-07-01T00:00:00Z'))).toBe(60);
    const before = reads();
    await svc.liveRoutes(at('2026-07-01T00:00:01Z'));
    expect(reads()).toBe(before);
    expect(before).toBeGreaterThan(1);
  });
});
