import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteError } from 'react-router';
import { HTML_LANG } from '../schemas/locale';
import { NotFoundPage, UnavailablePage } from './components/StatusPage';
import { IntlRoot } from './i18n/IntlRoot';
import { messages } from './i18n/messages';
import type { Route } from './+types/root';
import { localeFromPathname } from './i18n/paths';
import './styles/global.css';

export function Layout({ children }: { children: ReactNode }) {
  const locale = localeFromPathname(useLocation().pathname);
  return (
    <html lang={HTML_LANG[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#075c40" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        <IntlRoot locale={locale}>
          <a className="skip-link" href="#main">
            <FormattedMessage id="skipLink" />
          </a>
          {children}
        </IntlRoot>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // One QueryClient per render on the server (so per request), one per tab in the browser.
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } } }));
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const locale = localeFromPathname(pathname);
  if (isRouteErrorResponse(error) && error.status === 503) return <UnavailablePage retryHref={pathname} />;
  // SPEC §2: any other error shows the not-found page.
  if (!isRouteErrorResponse(error)) console.error(error);
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
