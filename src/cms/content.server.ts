// The site's content service: Directus reads behind the stale-if-error cache, and the rules for
// what a visitor may see (published, inside its publish window) applied on the server, because
// Directus Core cannot express them as permissions.
import { eachAtMost } from '../shared/at-most';
import type { Locale } from '#schemas/locale';
import { isLive, toTime, type PageRoute } from '#schemas/page';
import type { SiteSettings } from '#schemas/site-settings';
import { serverConfig } from '../config.server';
import { sitePath } from '#schemas/paths';
import { StaleIfErrorCache } from './cache.server';
import { createDirectusReader, type ContentReader } from './directus.server';
import type { Alternate } from '#schemas/paths';
import { ContentUnavailableError, type PageLookup } from './types';
import type { Category, Post, PostListItem } from '#schemas/blog';
import { LOCALES } from '#schemas/locale';
import { normalizePath, type Redirect } from '#schemas/redirect';
import { messageMatchOf, type MessageMatch } from '#schemas/message-match';
import type { Audience } from '#schemas/audience';
import { variantLabel, type Experiment, type VariantKey } from '#schemas/experiment';

/** A running or decided experiment on a page, and the versions that exist (published) in the page's language. */
export type PageExperiment = { experiment: Experiment; available: ReadonlySet<VariantKey> };

/** Rows that are pages of their own: not the versions of an A/B test, which are served only in their page's place. */
const routable = (r: PageRoute) => r.variant === null;

const isPublishedBy = (post: PostListItem, now: Date) => toTime(post.published_at) <= now.getTime();

/**
 * A block shown to some visitors only: its row in its page's block list, the page row it stands on and
 * the A/B version that page is (null: the page itself), its block, and who sees it.
 */
export type TargetedBlock = { id: string; pageId: number; variant: VariantKey | null; collection: string; itemId: string | null; audience: Audience };
/** What a visit's campaign and keyword may change on a page (see ContentService.landerAt). */
export type Lander = { match: MessageMatch | null; targeted: TargetedBlock[] };

export type ContentService = {
  settings(locale: Locale): Promise<SiteSettings | null>;
  /**
   * A page as visitors (or a preview) see it; with `variant`, that version of an A/B test in the page's
   * place (its blocks and title; the page's own address, alternates and canonical).
   */
  page(locale: Locale, slug: string, opts: { preview: boolean; now?: Date; variant?: { experimentId: number; key: VariantKey } | null }): Promise<PageLookup>;
  /** The experiment in play on a live page, if any (decision 0018). */
  experimentAt(locale: Locale, slug: string, now?: Date): Promise<PageExperiment | null>;
  /**
   * What a lander's visit may change on the live page at a path (issue 43), or null when nothing: its
   * message match, and the blocks shown to some visitors only (on the page and on its A/B versions).
   * Asked by the server in front of the page cache for a request that carries a query, from the cached page.
   */
  landerAt(locale: Locale, slug: string, now?: Date): Promise<Lander | null>;
  /** Experiments in play (running, or stopped with a winner served), by id. */
  experiments(): Promise<Experiment[]>;
  /** Live posts of a language (published, date come), newest first. */
  posts(locale: Locale, now?: Date): Promise<PostListItem[]>;
  categories(locale: Locale): Promise<Category[]>;
  /** A live post by its slug, with the paths of its live translations. */
  post(locale: Locale, slug: string, now?: Date): Promise<{ post: Post; alternates: Alternate[] } | null>;
  /** A post as its preview shows it: read fresh, whatever its status or date. */
  draftPost(locale: Locale, slug: string): Promise<{ post: Post; alternates: Alternate[] } | null>;
  /** Every page visitors can reach now (published, inside its window), in both languages. */
  liveRoutes(now?: Date): Promise<PageRoute[]>;
  /**
   * The ids of the library files that content visitors can reach uses (live pages and their A/B
   * versions, live posts, the site settings): what /media serves to visitors (issue 39).
   */
  liveFiles(now?: Date): Promise<ReadonlySet<string>>;
  /**
   * How long, from `now`, what was judged live or not at `judgedAt` may be cached: the seconds until
   * the first publish-window boundary after `judgedAt` (a page's publish_at or unpublish_at, a
   * post's date), capped at `max`; 0 when that boundary has passed since (a render that straddled it).
   */
  cacheSeconds(max: number, judgedAt: Date, now?: Date): Promise<number>;
  /** Where a path redirects to, if a marketer set a redirect for it. */
  redirectFor(path: string): Promise<Redirect | undefined>;
  invalidate(): void;
  cache: StaleIfErrorCache;
};

/** A file id as Directus writes them (a UUID), wherever it stands in content: a field, rich text, a JSON repeater. */
const FILE_ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/** How long the set of live files is reused before it is worked out again from the (cached) content. */
const LIVE_FILES_MS = 5_000;
/** How many of those reads go to Directus at once. */
const LIVE_FILES_READS_AT_ONCE = 6;

const log = (message: string, detail?: unknown) => console.warn(`[cms] ${message}`, detail === undefined ? '' : JSON.stringify(detail));

export function createContentService(reader: ContentReader, cache: StaleIfErrorCache): ContentService {
  const cached = <T>(key: string, load: () => Promise<T>) =>
    cache
      .get(key, load, (error) => log(`Directus did not answer for ${key}; serving the last good copy`, String(error)))
      .catch((error: unknown) => {
        throw new ContentUnavailableError(`Directus did not answer for ${key} and nothing is cached`, { cause: error });
      });

  /** Each live page's lander (landerAt), with the page reads it was worked out from. */
  const landers = new Map<number, { pages: unknown[]; lander: Lander | null }>();

  // The earliest future boundary seen: once it passes, what was cached may show the wrong pages
  // (a lander that must go dark, a post whose date came, a banner that starts or ends), so everything
  // is read again.
  let boundary: number | null = null;
  // The latest moment a caller judged at: a request judged a little earlier (its moment is taken
  // before its reads) must not move the boundary back and empty the cache a second time.
  let latest = -Infinity;
  let liveFilesMemo: { at: number; files: Promise<ReadonlySet<string>> } | null = null;
  /** Every boundary time, sorted, from the lists read now (after emptying the cache if one passed). */
  const boundaries = async (now: Date): Promise<number[]> => {
    latest = Math.max(latest, now.getTime());
    if (boundary !== null && latest >= boundary) {
      boundary = null;
      cache.invalidateAll();
    }
    // The banner's dates matter only when it shows; a settings read that fails leaves the chrome
    // without it (src/root.tsx), so it does not fail the content read either.
    const [routes, posts, settings] = await Promise.all([
      cached('routes', () => reader.routes()),
      Promise.all(LOCALES.map((l) => cached(`posts:${l}`, () => reader.posts(l)))),
      Promise.all(LOCALES.map((l) => cached(`settings:${l}`, () => reader.settings(l)).catch(() => null))),
    ]);
    const times = boundaryTimes(routes, posts, settings);
    boundary = times.find((d) => d > latest) ?? null;
    return times;
  };

  // Every request asks for the next boundary: the sorted dates are worked out once per list the CMS
  // cache holds (the lists keep their identity until they are read again), not on every request.
  let memo: { lists: unknown[]; times: number[] } | null = null;
  const boundaryTimes = (routes: PageRoute[], posts: PostListItem[][], settings: (SiteSettings | null)[]): number[] => {
    const lists = [routes, ...posts, ...settings];
    if (memo && memo.lists.length === lists.length && memo.lists.every((l, i) => l === lists[i])) return memo.times;
    const dates = [
      ...routes.flatMap((r) => [r.publish_at, r.unpublish_at]),
      ...posts.flat().map((p) => p.published_at),
      // The banner every page carries starts and ends on its own dates.
      ...settings.flatMap((s) => (s?.banner_text ? [s.banner_starts_at, s.banner_ends_at] : [])),
    ];
    const times = dates
      .filter((d): d is string => d !== null)
      .map(toTime)
      .sort((a, b) => a - b);
    memo = { lists, times };
    return times;
  };

  // The routable pages that have an experiment in play, by language and path: built once per pair of lists.
  const experimentMaps = new WeakMap<PageRoute[], { experiments: Experiment[]; byPath: Map<string, PageRoute[]> }>();
  const experimentRoutes = (routes: PageRoute[], experiments: Experiment[]) => {
    const known = experimentMaps.get(routes);
    if (known && known.experiments === experiments) return known.byPath;
    const keys = new Set(experiments.map((e) => e.page.translation_key));
    const byPath = new Map<string, PageRoute[]>();
    for (const r of routes) {
      if (!routable(r) || !keys.has(r.translation_key)) continue;
      const at = `${r.locale}|${r.slug}`;
      byPath.set(at, [...(byPath.get(at) ?? []), r]);
    }
    experimentMaps.set(routes, { experiments, byPath });
    return byPath;
  };

  // Redirects are looked up on every request: by path, in a map built once per list.
  const redirectMaps = new WeakMap<Redirect[], Map<string, Redirect>>();
  const redirectMap = (all: Redirect[]) => {
    let map = redirectMaps.get(all);
    if (!map) {
      map = new Map();
      // The first redirect saved for a path wins, as the Data Studio lists them.
      for (const r of all) if (!map.has(r.from)) map.set(r.from, r);
      redirectMaps.set(all, map);
    }
    return map;
  };

  return {
    cache,
    invalidate: () => {
      liveFilesMemo = null;
      cache.invalidateAll();
    },
    async cacheSeconds(max, judgedAt, now = new Date()) {
      const next = (await boundaries(now)).find((d) => d > judgedAt.getTime()) ?? null;
      // Rounded down: a copy cached now expires at the boundary, never after it (0 in its last second).
      return next === null ? max : Math.max(0, Math.min(max, Math.floor((next - now.getTime()) / 1000)));
    },
    settings: (locale) => cached(`settings:${locale}`, () => reader.settings(locale)),
    async redirectFor(path) {
      return redirectMap(await cached('redirects', () => reader.redirects())).get(normalizePath(path));
    },
    async liveRoutes(now = new Date()) {
      await boundaries(now);
      return (await cached('routes', () => reader.routes())).filter((r) => routable(r) && isLive(r, now));
    },
    liveFiles(now = new Date()) {
      if (liveFilesMemo && now.getTime() - liveFilesMemo.at < LIVE_FILES_MS) return liveFilesMemo.files;
      // Every text of the content visitors can reach, read through the same cache as the pages are.
      const files = (async () => {
        await boundaries(now);
        const routes = await cached('routes', () => reader.routes());
        // Live pages, and the versions of their A/B tests (served in their place while a test runs).
        const shown = routes.filter((r) => (routable(r) ? isLive(r, now) : r.status === 'published'));
        // Read several at once: on a cold start none is cached, and one after the other they made the
        // first picture a visitor asked for wait two seconds.
        const pageTexts = await eachAtMost(shown, LIVE_FILES_READS_AT_ONCE, async (r) => {
          const parsed = await cached(`page:${r.id}`, () => reader.page(r.id));
          return parsed ? JSON.stringify([parsed.row, parsed.blocks.filter((b) => b.kind === 'block' && !b.hidden)]) : '';
        });
        const localeTexts = await Promise.all(
          LOCALES.map(async (locale) => {
            const settings = JSON.stringify(await cached(`settings:${locale}`, () => reader.settings(locale)));
            const posts = await eachAtMost(await this.posts(locale, now), LIVE_FILES_READS_AT_ONCE, async (listed) =>
              JSON.stringify([listed, await cached(`post:${listed.id}`, () => reader.post(listed.id))]),
            );
            return [settings, ...posts];
          }),
        );
        const texts = [...pageTexts, ...localeTexts.flat()];
        return new Set(texts.join('\n').toLowerCase().match(FILE_ID) ?? []);
      })();
      liveFilesMemo = { at: now.getTime(), files };
      // A failed read is not kept: the next request tries again.
      files.catch(() => {
        if (liveFilesMemo?.files === files) liveFilesMemo = null;
      });
      return files;
    },
    experiments: () => cached('experiments', () => reader.experiments()),
    async experimentAt(locale, slug, now = new Date()) {
      // Asked on every request: an experiment's pages are looked up by key in a map made once per
      // list, and a site without experiments answers before looking at its pages at all.
      const experiments = await cached('experiments', () => reader.experiments());
      if (experiments.length === 0) return null;
      const routes = await cached('routes', () => reader.routes());
      const route = experimentRoutes(routes, experiments)
        .get(`${locale}|${slug}`)
        ?.find((r) => isLive(r, now));
      if (!route) return null;
      // One experiment per page at a time: a running one first, else the latest stopped with a winner.
      const onPage = experiments.filter((e) => e.page.translation_key === route.translation_key);
      const experiment = onPage.find((e) => e.status === 'running') ?? onPage.filter((e) => e.winner !== null).at(-1);
      if (!experiment) return null;
      const available = new Set<VariantKey>(['A']);
      for (const r of routes) if (r.experiment === experiment.id && r.locale === locale && r.variant && r.status === 'published') available.add(r.variant);
      return { experiment, available };
    },
    async landerAt(locale, slug, now = new Date()) {
      const routes = await cached('routes', () => reader.routes());
      const route = routes.find((r) => routable(r) && r.locale === locale && r.slug === slug && isLive(r, now));
      if (!route) return null;
      const parsed = await cached(`page:${route.id}`, () => reader.page(route.id));
      if (!parsed) return null;
      // A targeted block may stand on the page or on a version its A/B test serves in its place.
      const tested = await this.experimentAt(locale, slug, now);
      const versions = tested
        ? routes.filter((r) => r.experiment === tested.experiment.id && r.locale === locale && r.variant !== null && r.status === 'published')
        : [];
      const pages = [
        { page: parsed, variant: null },
        ...(await Promise.all(versions.map(async (v) => ({ page: await cached(`page:${v.id}`, () => reader.page(v.id)), variant: v.variant })))),
      ];
      // Asked on every lander request with a query: worked out again only when a page read changed.
      const known = landers.get(route.id);
      if (known && known.pages.length === pages.length && known.pages.every((p, i) => p === pages[i]?.page)) return known.lander;
      const targeted = pages.flatMap(({ page: p, variant }) =>
        p
          ? p.blocks.flatMap((b): TargetedBlock[] =>
              b.kind === 'block' && b.audience && !b.hidden
                ? [{ id: b.id, pageId: p.row.id, variant, collection: b.block.collection, itemId: b.itemId, audience: b.audience }]
                : [],
            )
          : [],
      );
      const match = messageMatchOf(parsed.row);
      const lander = match || targeted.length > 0 ? { match, targeted } : null;
      landers.set(route.id, { pages: pages.map((p) => p.page), lander });
      return lander;
    },
    categories: (locale) => cached(`categories:${locale}`, () => reader.categories(locale)),
    async posts(locale, now = new Date()) {
      await boundaries(now);
      return (await cached(`posts:${locale}`, () => reader.posts(locale))).filter((p) => isPublishedBy(p, now));
    },
    async post(locale, slug, now = new Date()) {
      const listed = (await this.posts(locale, now)).find((p) => p.slug === slug);
      if (!listed) return null;
      const post = await cached(`post:${listed.id}`, () => reader.post(listed.id));
      if (!post) return null;
      const alternates: Alternate[] = [];
      for (const l of LOCALES) {
        const match = l === locale ? listed : (await this.posts(l, now)).find((p) => p.translation_key === listed.translation_key);
        if (match) alternates.push({ locale: l, path: match.href });
      }
      return { post, alternates };
    },
    async draftPost(locale, slug) {
      const post = await reader.draftPost(locale, slug);
      return post ? { post, alternates: [{ locale, path: post.href }] } : null;
    },
    async page(locale, slug, { preview, now = new Date(), variant = null }) {
      await boundaries(now);
      // A preview opens a draft the moment it is saved: it reads the routes fresh too.
      const routes = preview ? await reader.routes() : await cached('routes', () => reader.routes());
      const candidates = routes.filter((r) => routable(r) && r.locale === locale && r.slug === slug);
      const route = candidates.find((r) => isLive(r, now)) ?? (preview ? pickDraft(candidates) : undefined);
      if (!route) return { status: 'not-found' };
      // A version of an A/B test in the page's place: its own row, in the page's language.
      const shown =
        (variant && variant.key !== 'A'
          ? routes.find((r) => r.experiment === variant.experimentId && r.variant === variant.key && r.locale === locale && r.status === 'published')
          : undefined) ?? route;

      // Previews read fresh; visitors read through the cache.
      const parsed = preview ? await reader.page(shown.id) : await cached(`page:${shown.id}`, () => reader.page(shown.id));
      if (!parsed) return { status: 'not-found' };
      const settings = await cached(`settings:${locale}`, () => reader.settings(locale));
      const blocks = preview ? parsed.blocks : parsed.blocks.filter((b) => b.kind === 'block' && !b.hidden);

      const alternates = routes
        .filter((r) => routable(r) && r.translation_key === route.translation_key && (r.id === route.id || isLive(r, now)))
        .filter((r, i, all) => all.findIndex((o) => o.locale === r.locale) === i)
        .map((r) => ({ locale: r.locale, path: sitePath(r.locale, r.slug) }));

      return {
        status: 'found',
        view: {
          page: parsed.row,
          // Visitors get valid, shown blocks; a preview keeps the rest for the marketer to see (and fix).
          blocks,
          alternates,
          settings,
          preview,
          variant: variant ? variantLabel(variant.experimentId, shown === route ? 'A' : variant.key) : null,
        },
      };
    },
  };
}

function pickDraft(candidates: PageRoute[]): PageRoute | undefined {
  return candidates.find((r) => r.status === 'draft') ?? candidates[0];
}

/**
 * A language's site settings and the other language's: the consent version and the Google ids span
 * both. Either is null when Directus cannot give it (the chrome never takes a page down).
 */
export async function settingsAndOther(locale: Locale): Promise<[SiteSettings | null, SiteSettings | null]> {
  const other = LOCALES.find((l) => l !== locale) ?? locale;
  const read = (l: Locale) =>
    contentService()
      .settings(l)
      .catch(() => null);
  return Promise.all([read(locale), read(other)]);
}

let service: ContentService | undefined;

/** The process-wide content service, configured from the environment. */
export function contentService(): ContentService {
  if (!service) {
    const cfg = serverConfig();
    service = createContentService(
      createDirectusReader({ url: cfg.directusUrl, token: cfg.directusToken, timeoutMs: cfg.timeoutMs, log }),
      new StaleIfErrorCache({ ttlMs: cfg.cacheTtlMs, retryAfterErrorMs: 2000 }),
    );
  }
  return service;
}
