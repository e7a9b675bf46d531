// /sitemap.xml and /fr/sitemap.xml: the language's live, indexable pages and posts, each with its
// last change and its live translations (xhtml:link), from the CMS. Past 50,000 URLs the address
// serves a sitemap index of parts (?part=N).
import { HTML_LANG, LOCALES, type Locale } from '#schemas/locale';
import { toTime, type PageRoute } from '#schemas/page';
import { contentService } from '../cms/content.server';
import { ContentUnavailableError } from '../cms/types';
import { visitorCacheControl } from '../pages/page-loader.server';
import { momentOf } from '../pages/judged-at.server';
import { serverConfig } from '../config.server';
import { parseSitePath, sitePath } from '#schemas/paths';
import { sitemapDocument, type SitemapEntry } from '../seo/sitemap';
import type { Route } from './+types/sitemap';

/** Paths that are not content to index even when a CMS page exists for them. */
const NOT_INDEXED = new Set(['/error']);

const isoDate = (value: string | null | undefined) => (value ? new Date(toTime(value)).toISOString() : null);

function withDefault(alternates: { locale: Locale; href: string }[]) {
  const english = alternates.find((a) => a.locale === 'en');
  return [...alternates.map((a) => ({ hrefLang: HTML_LANG[a.locale], href: a.href })), ...(english ? [{ hrefLang: 'x-default', href: english.href }] : [])];
}

async function entries(locale: Locale, siteUrl: string, judgedAt: Date): Promise<SitemapEntry[]> {
  const service = contentService();
  const routes = await service.liveRoutes(judgedAt);
  const indexable = (r: PageRoute) => !r.noindex && !NOT_INDEXED.has(r.slug);
  const pages = routes
    .filter((r) => r.locale === locale && indexable(r))
    .map((r) => ({
      loc: `${siteUrl}${sitePath(r.locale, r.slug)}`,
      lastmod: isoDate(r.date_updated ?? r.date_created ?? r.publish_at),
      alternates: withDefault(
        LOCALES.flatMap((l) => routes.filter((o) => o.locale === l && o.translation_key === r.translation_key && indexable(o)).slice(0, 1)).map((o) => ({
          locale: o.locale,
          href: `${siteUrl}${sitePath(o.locale, o.slug)}`,
        })),
      ),
    }));
  const postsByLocale = new Map(await Promise.all(LOCALES.map(async (l) => [l, await service.posts(l, judgedAt)] as const)));
  const posts = (postsByLocale.get(locale) ?? []).map((p) => ({
    loc: `${siteUrl}${p.href}`,
    lastmod: isoDate(p.date_updated ?? p.published_at),
    alternates: withDefault(
      LOCALES.flatMap((l) => (postsByLocale.get(l) ?? []).filter((o) => o.translation_key === p.translation_key).slice(0, 1)).map((o) => ({
        locale: o.locale,
        href: `${siteUrl}${o.href}`,
      })),
    ),
  }));
  return [...pages, ...posts];
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const { locale } = parseSitePath(url.pathname.replace(/\/sitemap\.xml$/, '') || '/');
  const { siteUrl } = serverConfig();
  const partParam = url.searchParams.get('part');
  const part = partParam === null ? null : /^[1-9]\d{0,5}$/.test(partParam) ? Number(partParam) : 0;
  // The request's one moment for what is listed and for how long the list may be cached.
  const judgedAt = momentOf(context);
  let list: SitemapEntry[];
  try {
    list = await entries(locale, siteUrl, judgedAt);
  } catch (error) {
    if (error instanceof ContentUnavailableError)
      return new Response('Service unavailable\n', { status: 503, headers: { 'Retry-After': '30', 'Cache-Control': 'no-store' } });
    throw error;
  }
  const xml = sitemapDocument(list, `${siteUrl}${sitePath(locale, '/sitemap.xml')}`, part);
  if (xml === null) return new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  // Like pages, a sitemap changes when a publish window opens or closes.
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': await visitorCacheControl(judgedAt) } });
}
