import { dehydrate, HydrationBoundary, QueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { data } from 'react-router';
import { HTML_LANG, type Locale } from '../../schemas/locale';
import { ContentUnavailableError } from '../cms/types';
import { pageQueries } from '../cms/queries';
import { serverConfig } from '../config.server';
import { BlockList } from '../components/BlockList';
import { StaticLinkPrefetch, useStaticLinkNavigation } from '../components/StaticLinks';
import { renderStaticBlocks } from '../cms/static-html.server';
import { parseSitePath, sitePath } from '../i18n/paths';
import type { Route } from './+types/page';

const VISITOR_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400';

// `url` is the normalised location (React Router 8 keeps `.data` suffixes in `request.url`).
export async function loader({ url, request }: Route.LoaderArgs) {
  const { locale, slug } = parseSitePath(url.pathname);
  const previewToken = url.searchParams.get('preview');
  const queryClient = new QueryClient();
  const query = pageQueries.bySlug(locale, slug, previewToken);
  let lookup;
  try {
    lookup = await queryClient.fetchQuery(query);
  } catch (error) {
    if (error instanceof ContentUnavailableError) {
      console.error(`[site] ${url.pathname}: ${error.message}`);
      throw data(null, { status: 503, headers: { 'Retry-After': '30', 'Cache-Control': 'no-store' } });
    }
    throw error;
  }
  if (lookup.status === 'not-found') throw data(null, { status: 404, headers: { 'Cache-Control': 'public, max-age=0, s-maxage=30' } });

  const { page, alternates, settings, preview } = lookup.view;
  const { siteUrl, production } = serverConfig();
  const head = {
    locale,
    title: page.seo_title ?? (settings && slug !== '/' ? `${page.title} | ${settings.site_name}` : page.title),
    description: page.seo_description ?? settings?.default_seo_description ?? null,
    siteName: settings?.site_name ?? null,
    canonical: `${siteUrl}${sitePath(locale, slug)}`,
    alternates: alternates.map((a) => ({ hrefLang: HTML_LANG[a.locale], href: `${siteUrl}${a.path}`, locale: a.locale })),
    // Non-production hosts are never indexed (SPEC §2: staging and production differ).
    noindex: page.noindex || preview || !production,
  };
  return data(
    {
      locale,
      slug,
      layout: page.layout,
      alternates,
      previewToken: preview ? previewToken : null,
      head,
      // Client navigations (`.data` requests) get the HTML of the content blocks; a document already
      // has it, so it is not sent twice.
      staticHtml: new URL(request.url).pathname.endsWith('.data') ? renderStaticBlocks(lookup.view.blocks, locale, url.pathname) : null,
      dehydratedState: dehydrate(queryClient),
    },
    {
      headers: {
        'Cache-Control': preview ? 'private, no-store' : VISITOR_CACHE,
        // The English home redirects first visits by cookie and browser language (src/site/middleware.server.ts).
        ...(locale === 'en' && slug === '/' ? { Vary: 'Cookie, Accept-Language' } : {}),
      },
    },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

const OG_LOCALE: Record<Locale, string> = { en: 'en_CA', fr: 'fr_CA' };

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { head } = loaderData;
  const english = head.alternates.find((a) => a.locale === 'en');
  return [
    { title: head.title },
    ...(head.description ? [{ name: 'description', content: head.description }, { property: 'og:description', content: head.description }] : []),
    { tagName: 'link', rel: 'canonical', href: head.canonical },
    ...head.alternates.map((a) => ({ tagName: 'link', rel: 'alternate', hrefLang: a.hrefLang, href: a.href })),
    ...(english ? [{ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: english.href }] : []),
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: head.title },
    { property: 'og:url', content: head.canonical },
    { property: 'og:locale', content: OG_LOCALE[head.locale] },
    ...(head.siteName ? [{ property: 'og:site_name', content: head.siteName }] : []),
    { name: 'twitter:card', content: 'summary_large_image' },
    ...(head.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
};

type PageBodyProps = { locale: Locale; slug: string; previewToken: string | null; staticHtml: Record<string, string> | null };

function PageBody({ locale, slug, previewToken, staticHtml }: PageBodyProps) {
  const { data: lookup } = useSuspenseQuery(pageQueries.bySlug(locale, slug, previewToken));
  const onClick = useStaticLinkNavigation();
  if (lookup.status !== 'found') return null;
  const { page, blocks, preview } = lookup.view;
  return (
    <main id="main" data-page={page.translation_key} data-layout={page.layout} onClick={onClick}>
      <StaticLinkPrefetch blocksKey={blocks.map((b) => b.id).join(',')} />
      {preview && (
        <p role="status" className="preview-notice">
          <FormattedMessage id="preview.notice" />
        </p>
      )}
      <BlockList blocks={blocks} staticHtml={staticHtml} />
    </main>
  );
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { locale, slug, previewToken, dehydratedState, staticHtml } = loaderData;
  return (
    <HydrationBoundary state={dehydratedState}>
      <PageBody locale={locale} slug={slug} previewToken={previewToken} staticHtml={staticHtml} />
    </HydrationBoundary>
  );
}
