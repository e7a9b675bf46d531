// Loading a CMS page for a route, on the server: the page at the URL (or the CMS page another
// route takes its header from) and its <head>: the route renders the page view it returns.
import { data } from 'react-router';
import type { Locale } from '#schemas/locale';
import type { SiteSettings } from '#schemas/site-settings';
import { serverConfig } from '../config.server';
import { parseSitePath, sitePath } from '#schemas/paths';
import { absoluteAlternates, shareImage, type Head, type HeadImage } from '../seo/head';
import { organizationJsonLd } from '../seo/structured-data';
import { contentService } from '../cms/content.server';
import { readVariantHeader, VARIANT_HEADER } from '#schemas/experiment';
import { verifyEditToken, verifyPreviewToken } from '../cms/preview.server';
import { ContentUnavailableError, type PageView, type ViewAs } from '../cms/types';
import { withRetentionFigures } from '../privacy/policy.server';
import { DEFAULT_MATCH_PARAM, matchEntryByKey, MATCH_HEADER, messageMatchOf, readMatchHeader, type MessageMatch } from '#schemas/message-match';
import { matchForPreview, withMatch } from './message-match.server';
import { readShownHeader, SHOWN_HEADER, visitOf } from '#schemas/audience';
import { forVisit } from './lander.server';

const SHARED_MAX_AGE = 60;

/**
 * How long an answer judged at `judgedAt` may be kept: `max` seconds, or less when a publish window,
 * a post's date or the banner starts or ends sooner; `max` when Directus cannot say.
 */
export const lifetimeSeconds = (max: number, judgedAt: Date): Promise<number> =>
  contentService()
    .cacheSeconds(max, judgedAt)
    .catch(() => max);

/**
 * Cache-Control for what visitors see: a minute at most for a CDN (and this server's page cache),
 * less when a publish window opens or closes sooner, with no stale copies served past it.
 * `judgedAt`: the moment the loader judged what is live (the time it passed to the content service),
 * so that a render straddling a boundary is not cached past it.
 */
export async function visitorCacheControl(judgedAt: Date): Promise<string> {
  const seconds = await lifetimeSeconds(SHARED_MAX_AGE, judgedAt);
  const revalidate = seconds < SHARED_MAX_AGE ? 0 : 300;
  return `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${revalidate}, stale-if-error=86400`;
}

/** A picture to share the page with: its own sharing image, else the first picture on the page. */
function pageImage(view: PageView, siteUrl: string): HeadImage | null {
  if (view.page.seo_image) return shareImage(siteUrl, view.page.seo_image, null);
  for (const entry of view.blocks) {
    if (entry.kind !== 'block' || !('image' in entry.block) || !entry.block.image) continue;
    const alt = 'image_alt' in entry.block ? entry.block.image_alt : 'media_alt' in entry.block ? entry.block.media_alt : null;
    return shareImage(siteUrl, entry.block.image, alt ?? null);
  }
  return null;
}

export function siteTitle(title: string, settings: SiteSettings | null, isHome: boolean): string {
  return settings && !isHome ? `${title} | ${settings.site_name}` : title;
}

/** What the Visual Editor's bar offers to view the page as (issue 43): its entries, and the campaign viewed now. */
function viewAsOf(token: string, matches: MessageMatch | null, search: URLSearchParams, active: boolean): ViewAs {
  return {
    token,
    param: matches?.param ?? DEFAULT_MATCH_PARAM,
    entries: (matches?.entries ?? []).map((e) => ({ key: e.key, phrase: e.phrases[0] ?? e.key })),
    campaign: search.get('utm_campaign'),
    active,
  };
}

/**
 * Loads a CMS page for a route: the page at the URL (or `slug` for routes that take their header
 * from a CMS page, like the blog), its head, and the page view the route renders.
 * Throws 404 when there is no live page, 503 when Directus is down and nothing is cached.
 */
export async function loadCmsPage(
  { url, request }: { url: URL; request?: Request },
  { slug = parseSitePath(url.pathname).slug, judgedAt }: { slug?: string; judgedAt: Date },
) {
  const { locale } = parseSitePath(url.pathname);
  const previewToken = url.searchParams.get('preview');
  const { siteUrl, production, previewSecret, studioUrl } = serverConfig();
  // The Visual Editor's frame (decision 0016): an edit token shows drafts, as preview does, and marks what may change.
  const editToken = url.searchParams.get('edit');
  const editing = editToken !== null && verifyEditToken(previewSecret, editToken);
  const preview = editing || verifyPreviewToken(previewSecret, previewToken);
  // The A/B test version the server chose for this request (decision 0018); previews show the page itself.
  const variant = preview || !request ? null : readVariantHeader(request.headers.get(VARIANT_HEADER));
  const lookup = await fromCms(url, () => contentService().page(locale, slug, { preview, variant, now: judgedAt }));
  if (lookup.status === 'not-found') throw await notFound(judgedAt);

  // The message-match entry (issue 43): the one the server picked for the page cache, or, in a
  // preview or the Visual Editor, the one the keyword in their URL selects ("view as").
  const matches = messageMatchOf(lookup.view.page);
  const entry = preview
    ? matchForPreview(matches, url.searchParams, locale)
    : matchEntryByKey(matches, request ? readMatchHeader(request.headers.get(MATCH_HEADER)) : null);
  // The blocks shown to some visitors only (issue 43): those the server decided this visit sees; a
  // preview shows them all, unless its URL names a campaign, a source or a keyword to view the page as.
  const viewingAs = preview && ['utm_campaign', 'utm_source', matches?.param ?? ''].some((name) => name && url.searchParams.has(name));
  const blocks = !preview
    ? forVisit(lookup.view.blocks, request ? readShownHeader(request.headers.get(SHOWN_HEADER)) : null)
    : viewingAs
      ? forVisit(lookup.view.blocks, null, visitOf(url.searchParams, entry?.key ?? null))
      : lookup.view.blocks;
  const targetedView = blocks === lookup.view.blocks ? lookup.view : { ...lookup.view, blocks };
  const matched = entry ? withMatch(targetedView, entry) : targetedView;
  // The privacy policy's figures (src/privacy/policy.server.ts) in whichever page states them.
  const filled = await withRetentionFigures(matched);
  const view = editing && editToken ? { ...filled, editing, viewAs: viewAsOf(editToken, matches, url.searchParams, viewingAs) } : filled;
  const { page, alternates, settings } = view;
  const head: Head = {
    locale,
    title: page.seo_title ?? siteTitle(page.title, settings, slug === '/'),
    description: page.seo_description ?? settings?.default_seo_description ?? null,
    siteName: settings?.site_name ?? null,
    canonical: `${siteUrl}${sitePath(locale, slug)}`,
    alternates: absoluteAlternates(siteUrl, alternates),
    // Non-production hosts are never indexed (SPEC §2: staging and production differ).
    noindex: page.noindex || preview || !production,
    type: 'website',
    image: pageImage(view, siteUrl),
    jsonLd: slug === '/' && settings ? [organizationJsonLd(settings, siteUrl)] : [],
  };
  return {
    locale,
    slug,
    layout: page.layout,
    alternates,
    preview,
    /** In the Visual Editor: its token (kept on the page's own links) and the Studio it talks to. */
    edit: editing && editToken ? { token: editToken, studioUrl } : null,
    head,
    view,
  };
}

/**
 * A read from the CMS for a route: when Directus cannot answer and nothing is cached, the route
 * answers 503 (the root error boundary shows the unavailable page) instead of failing.
 */
export async function fromCms<T>(url: URL, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof ContentUnavailableError)) throw error;
    console.error(`[site] ${url.pathname}: ${error.message}`);
    throw data(null, { status: 503, headers: { 'Retry-After': '30', 'Cache-Control': 'no-store' } });
  }
}

/** A 404 for a path that may become a page: cached no longer than the next publish boundary after `judgedAt`. */
export async function notFound(judgedAt: Date) {
  const seconds = await lifetimeSeconds(30, judgedAt);
  return data(null, { status: 404, headers: { 'Cache-Control': `public, max-age=0, s-maxage=${seconds}` } });
}

export async function cmsPageHeaders(page: { preview: boolean; locale: Locale; slug: string }, judgedAt: Date): Promise<HeadersInit> {
  return {
    'Cache-Control': page.preview ? 'private, no-store' : await visitorCacheControl(judgedAt),
    // The English home redirects first visits by cookie and browser language (src/i18n/middleware.server.ts).
    ...(page.locale === 'en' && page.slug === '/' ? { Vary: 'Cookie, Accept-Language' } : {}),
  };
}
