import { isCrawler } from './site/crawler';
import { useContext, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { isRouteErrorResponse, Meta, Outlet, useLocation, useMatches, useRouteError, useRouteLoaderData } from 'react-router';
import { HTML_LANG, LOCALES, type Locale } from '#schemas/locale';
import type { PageLayout } from '#schemas/page';
import { Styles } from '#kit/styles';
import { EditScope } from '#kit/cms/editable';
import { browserScript } from './assets/browser-script';
import { settingsAndOther } from './cms/content.server';
import { ConsentBanner } from './components/site/ConsentBanner';
import { LocaleNotice } from './components/site/LocaleNotice';
import { Footer } from './components/site/Footer';
import { Header } from './components/site/Header';
import type { LanguageTarget } from './components/site/LanguageSwitch';
import { NotFoundPage, UnavailablePage } from './components/StatusPage';
import { IntlRoot } from './i18n/IntlRoot';
import { messages } from '#kit/i18n/messages';
import { localeFromPathname, sitePath, type Alternate } from '#schemas/paths';
import { bannerDismissedScript } from './site/banner';
import { consentAskScript } from './site/consent-ask';
import { siteChrome } from './site/chrome';
import { PostAnswer } from './site/post-answer';
import { localeMiddleware } from './i18n/middleware.server';
import type { Route } from './+types/root';
import { CSP_NONCE } from './security/nonce';
import { judgedAtMiddleware, momentOf } from './pages/judged-at.server';
import './styles/global.css';

/** Runs before every navigation's loaders, on the server (documents and client navigations alike). */
export const middleware: Route.MiddlewareFunction[] = [judgedAtMiddleware, localeMiddleware];

export async function loader({ url, request, context }: Route.LoaderArgs) {
  const locale = localeFromPathname(url.pathname);
  // The chrome must never take a page down: without settings the header and footer are minimal.
  const [settings, other] = await settingsAndOther(locale);
  return {
    locale,
    chrome: siteChrome(settings, momentOf(context), messages[locale]['site.fallbackName'], other),
    isCrawler: isCrawler(request.headers.get('user-agent') ?? ''),
  };
}

/** What the chrome needs from the route that renders the page: its layout and its translations. */
type PageData = { layout: PageLayout; alternates: Alternate[]; edit?: EditSession | null };
/** A page rendered for the Data Studio's Visual Editor (src/pages/page-loader.server.ts). */
type EditSession = { token: string; studioUrl: string };

/** In the Visual Editor, the page's own links keep the editor's token: the other language opens in edit mode too. */
function keepEditing(targets: LanguageTarget[], edit: EditSession | null | undefined): LanguageTarget[] {
  if (!edit) return targets;
  return targets.map((t) => ({ ...t, href: `${t.href}?edit=${encodeURIComponent(edit.token)}` }));
}

function isPageData(value: unknown): value is PageData {
  return (
    typeof value === 'object' &&
    value !== null &&
    'alternates' in value &&
    Array.isArray(value.alternates) &&
    'layout' in value &&
    typeof value.layout === 'string'
  );
}

function usePageData(): PageData | undefined {
  // CMS pages, the blog and its articles all return { layout, alternates }.
  return useMatches()
    .map((m) => m.loaderData)
    .findLast(isPageData);
}

function languageTargets(locale: Locale, pathname: string, page: PageData | undefined): LanguageTarget[] {
  return LOCALES.map((l) => {
    const alt = page?.alternates.find((a) => a.locale === l);
    if (alt) return { locale: l, href: alt.path, translated: true };
    if (l === locale) return { locale: l, href: pathname, translated: true };
    return { locale: l, href: sitePath(l, '/'), translated: false };
  });
}

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const root = useRouteLoaderData<typeof loader>('root');
  const page = usePageData();
  const error = useRouteError();
  const locale = root?.locale ?? localeFromPathname(pathname);
  const layout: PageLayout = page?.layout ?? 'default';
  // Crawlers get the status and a minimal body for errors: no chrome, no scripts.
  const bare = Boolean(error) && root?.isCrawler === true;
  const banner = root?.chrome.banner;
  const script = browserScript();
  const answersPost = useContext(PostAnswer);
  const edit = page?.edit ?? null;
  // In the Visual Editor, the banner, the header's links and the footer open the site settings' row.
  const settingsTarget = edit && root?.chrome.settingsId != null ? { collection: 'site_settings', item: root.chrome.settingsId } : null;

  return (
    <html lang={HTML_LANG[locale]} data-locale={locale} data-post-answer={answersPost ? '' : undefined} data-studio={edit?.studioUrl}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#075c40" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Every script carries the response's nonce (src/security/headers.ts); Vite's loader reads it here for the chunks it preloads. */}
        {!bare && <meta property="csp-nonce" content="" nonce={CSP_NONCE} />}
        {banner && !bare && <script nonce={CSP_NONCE} dangerouslySetInnerHTML={{ __html: bannerDismissedScript(banner.key) }} />}
        {/* The consent question painted with the page, for a visitor who has not answered (no flash, no late paint). */}
        {root && !edit && !bare && <script nonce={CSP_NONCE} dangerouslySetInnerHTML={{ __html: consentAskScript(root.chrome.consent.version) }} />}
        <Meta />
        <Styles of="site" />
        {/* Pages are documents (decision 0008): no router runtime, only the site's script. */}
        {!bare && script?.imports.map((href) => <link key={href} rel="modulepreload" href={href} nonce={CSP_NONCE} />)}
      </head>
      <body>
        <IntlRoot locale={locale}>
          {bare ? (
            children
          ) : (
            <div className="site">
              <a className="skip-link" href="#main">
                <FormattedMessage id="skipLink" />
              </a>
              {/* First in reading order, so keyboard and screen-reader users meet the choice first. */}
              {/* Not in the Visual Editor: the marketer edits the page, and is not its visitor. */}
              {root && !edit && <ConsentBanner consent={root.chrome.consent} />}
              {root && (
                <EditScope target={settingsTarget}>
                  <Header
                    locale={locale}
                    chrome={root.chrome}
                    layout={layout}
                    pathname={pathname}
                    languageTargets={keepEditing(languageTargets(locale, pathname, page), edit)}
                  />
                </EditScope>
              )}
              <LocaleNotice />
              {children}
              {root && (
                <EditScope target={settingsTarget}>
                  <Footer chrome={root.chrome} />
                </EditScope>
              )}
            </div>
          )}
        </IntlRoot>
        {!bare && script?.devRuntime && <script type="module" src={script.devRuntime} nonce={CSP_NONCE} />}
        {!bare && script && <script type="module" src={script.src} nonce={CSP_NONCE} />}
        {!bare && edit && script?.editSrc && <script type="module" src={script.editSrc} nonce={CSP_NONCE} />}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const root = useRouteLoaderData<typeof loader>('root');
  const locale = root?.locale ?? localeFromPathname(pathname);
  if (isRouteErrorResponse(error) && error.status === 503) return <UnavailablePage retryHref={pathname} />;
  // SPEC §2: any other error shows the not-found page.
  if (!isRouteErrorResponse(error)) console.error(error);
  if (root?.isCrawler) {
    return (
      <main id="main">
        <h1>
          <FormattedMessage id="crawler.notFound" />
        </h1>
      </main>
    );
  }
  return <NotFoundPage locale={locale} />;
}

export const meta: Route.MetaFunction = ({ error, location }) => {
  if (!error) return [];
  const locale = localeFromPathname(location.pathname);
  const unavailable = isRouteErrorResponse(error) && error.status === 503;
  return [{ title: messages[locale][unavailable ? 'unavailable.title' : 'notFound.title'] }, { name: 'robots', content: 'noindex' }];
};

// A thrown response (404, 503) is rendered by this boundary: its headers (Retry-After, no-store) go out.
export const headers: Route.HeadersFunction = ({ errorHeaders, loaderHeaders }) => errorHeaders ?? loaderHeaders;
