// Publish windows, to the minute, with the clock moved by the test: pages and posts appear and go
// dark at their boundary, and the cache lifetime the site announces never runs past the next one.
import { describe, expect, it } from 'vitest';
import type { PostListItem } from '#schemas/blog';
import { pageSchema, type PageRoute } from '#schemas/page';
import { siteSettingsSchema } from '#schemas/site-settings';
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
    const seconds = (iso: string) => svc.cacheSeconds(60, at(iso), at(iso));
    expect(await seconds('2026-05-31T00:00:00Z')).toBe(60);
    expect(await seconds('2026-06-01T11:59:30Z')).toBe(30);
    expect(await seconds('2026-06-01T11:59:59.500Z')).toBe(0);
    expect(await seconds('2026-06-01T12:29:58.500Z')).toBe(1);
    expect(await seconds('2026-07-01T00:00:00Z')).toBe(60);
    const before = reads();
    await svc.liveRoutes(at('2026-07-01T00:00:01Z'));
    expect(reads()).toBe(before);
    expect(before).toBeGreaterThan(1);
  });

  it('reads again once when a boundary passes, not again for a request judged just before it', async () => {
    const { svc, reads } = service();
    await svc.liveRoutes(at('2026-06-01T11:59:59Z'));
    const before = reads();
    await svc.cacheSeconds(60, at('2026-06-01T11:59:59.900Z'), at('2026-06-01T12:00:00.010Z'));
    expect(reads()).toBe(before + 1);
    // Judged at 11:59:59.95, its reads come after the crossing: they use what was just read.
    expect((await svc.liveRoutes(at('2026-06-01T11:59:59.950Z'))).map((r) => r.slug)).toEqual(['/stride']);
    expect(await svc.cacheSeconds(60, at('2026-06-01T11:59:59.950Z'), at('2026-06-01T12:00:00.020Z'))).toBe(0);
    expect(reads()).toBe(before + 1);
  });

  it('does not cache a render that straddled a boundary: judged live before it, finished after it', async () => {
    const { svc } = service();
    // The lander was judged live at 11:59:58 on 30 June; its unpublish minute came while it rendered.
    const judgedAt = at('2026-06-30T11:59:58Z');
    expect((await svc.liveRoutes(judgedAt)).map((r) => r.slug)).toContain('/ads/summer');
    expect(await svc.cacheSeconds(60, judgedAt, at('2026-06-30T12:00:00.100Z'))).toBe(0);
    // A slow render that ends before the boundary is kept for what is left, counted from its end.
    expect(await service().svc.cacheSeconds(60, at('2026-06-30T11:59:30Z'), at('2026-06-30T11:59:45Z'))).toBe(15);
    // Judged after it, the same moment may be cached the whole minute (no boundary follows).
    expect(await svc.cacheSeconds(60, at('2026-06-30T12:00:00.100Z'), at('2026-06-30T12:00:00.100Z'))).toBe(60);
    // Judged before the opening of the window and finished after it: the 404 is not kept either.
    expect(await service().svc.cacheSeconds(30, at('2026-06-01T11:59:59.900Z'), at('2026-06-01T12:00:00.200Z'))).toBe(0);
  });
});

describe('the banner every page carries', () => {
  const withBanner = (banner_text: string | null): ContentReader => ({
    routes: () => Promise.resolve([route(2, '/stride', {})]),
    page: () => Promise.resolve(null),
    settings: (locale) =>
      Promise.resolve(
        siteSettingsSchema.parse({
          locale,
          site_name: 'Site',
          banner_text,
          banner_starts_at: '2026-09-01T00:00:00',
          banner_ends_at: '2026-09-20T03:59:00',
        }),
      ),
    posts: () => Promise.resolve([]),
    post: () => Promise.resolve(null),
    draftPost: () => Promise.resolve(null),
    categories: () => Promise.resolve([]),
    redirects: () => Promise.resolve([]),
    experiments: () => Promise.resolve([]),
  });
  const cache = () => new StaleIfErrorCache({ ttlMs: 3_600_000, retryAfterErrorMs: 1000 });

  it('bounds what pages may be cached by its start and its end, as a publish window does', async () => {
    const svc = createContentService(withBanner('Free scans until September 19.'), cache());
    const seconds = (iso: string) => svc.cacheSeconds(60, at(iso), at(iso));
    expect(await seconds('2026-08-31T23:59:40Z')).toBe(20);
    expect(await seconds('2026-09-20T03:58:15Z')).toBe(45);
    expect(await seconds('2026-09-20T03:59:00Z')).toBe(60);
  });

  it('leaves the dates of a banner with no text alone (nothing shows)', async () => {
    const svc = createContentService(withBanner(null), cache());
    expect(await svc.cacheSeconds(60, at('2026-09-20T03:58:15Z'), at('2026-09-20T03:58:15Z'))).toBe(60);
  });
});

describe('the files live content uses (what /media serves to visitors)', () => {
  const LIVE_PAGE_IMAGE = '11111111-1111-4111-8111-111111111111';
  const DRAFT_PAGE_IMAGE = '22222222-2222-4222-8222-222222222222';
  const LIVE_POST_COVER = '33333333-3333-4333-8333-333333333333';
  const FUTURE_POST_COVER = '44444444-4444-4444-8444-444444444444';
  const ENDED_LANDER_IMAGE = '55555555-5555-4555-8555-555555555555';
  const image = (id: string) => ({ id, width: 1600, height: 900 });
  const routes = [
    route(1, '/stride', {}),
    { ...route(2, '/draft', {}), status: 'draft' as const },
    route(3, '/ads/spring', { publish_at: '2026-03-01T00:00:00Z', unpublish_at: '2026-04-01T00:00:00Z' }),
  ];
  const images: Record<number, string> = { 1: LIVE_PAGE_IMAGE, 2: DRAFT_PAGE_IMAGE, 3: ENDED_LANDER_IMAGE };
  const reader: ContentReader = {
    routes: () => Promise.resolve(routes),
    page: (id) => {
      const r = routes.find((x) => x.id === id);
      const seo = images[id];
      return Promise.resolve(r && seo ? { row: pageSchema.parse({ ...r, title: `Page ${id}`, seo_image: image(seo) }), blocks: [] } : null);
    },
    settings: () => Promise.resolve(null),
    posts: (locale) =>
      Promise.resolve(
        locale === 'en'
          ? [
              { ...post(1, '2026-07-01T00:00:00Z'), cover: image(FUTURE_POST_COVER) },
              { ...post(2, '2026-05-01T00:00:00Z'), cover: image(LIVE_POST_COVER) },
            ]
          : [],
      ),
    post: () => Promise.resolve(null),
    draftPost: () => Promise.resolve(null),
    categories: () => Promise.resolve([]),
    redirects: () => Promise.resolve([]),
    experiments: () => Promise.resolve([]),
  };

  it('holds the images of live pages and posts, and not those of drafts, ended landers or posts not yet out', async () => {
    const svc = createContentService(reader, new StaleIfErrorCache({ ttlMs: 3_600_000, retryAfterErrorMs: 1000 }));
    const files = await svc.liveFiles(at('2026-06-15T12:00:00Z'));
    expect(files.has(LIVE_PAGE_IMAGE)).toBe(true);
    expect(files.has(LIVE_POST_COVER)).toBe(true);
    expect(files.has(DRAFT_PAGE_IMAGE)).toBe(false);
    expect(files.has(ENDED_LANDER_IMAGE)).toBe(false);
    expect(files.has(FUTURE_POST_COVER)).toBe(false);
    // A month later, the post is out: the set is worked out again (it is kept a few seconds at most).
    expect((await svc.liveFiles(at('2026-07-15T12:00:00Z'))).has(FUTURE_POST_COVER)).toBe(true);
  });
});
