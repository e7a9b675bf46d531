import { redirect } from 'react-router';
import { homeRedirect } from '../i18n/negotiate';
import { englishPrefixRedirect } from '../i18n/paths';
import type { Route } from '../+types/root';

/**
 * The one place that runs before every navigation: `/en/...` goes to the unprefixed path, and a first
 * visit to "/" goes to the visitor's language. (The CMS's redirects join here.)
 */
export const localeMiddleware: Route.MiddlewareFunction = async ({ request }, next) => {
  const url = new URL(request.url);
  const isDocument = !url.pathname.endsWith('.data');
  const pathname = isDocument ? url.pathname : url.pathname.replace(/\.data$/, '').replace(/^\/_$/, '/');
  const english = englishPrefixRedirect(pathname);
  if (english) throw redirect(`${english}${url.search}`, 301);
  if (isDocument && pathname === '/') {
    const target = homeRedirect(request.headers, url.host);
    if (target) throw redirect(target, { status: 302, headers: { Vary: 'Cookie, Accept-Language', 'Cache-Control': 'private, no-store' } });
  }
  return next();
};
