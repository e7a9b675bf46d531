import { redirect } from 'react-router';
import { contentService } from '../cms/content.server';
import { HOME_TARGET_HEADER, homeRedirect } from './negotiate';
import { englishPrefixRedirect } from '#schemas/paths';
import type { Route } from '../+types/root';

function safeDecode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** The visitor's query string carried over, unless the target has its own. */
const withSearch = (to: string, search: string) => (search && !to.includes('?') ? `${to}${search}` : to);

/**
 * The one place that runs before every navigation: `/en/...` goes to the unprefixed path, the CMS's
 * redirects apply, and a first visit to "/" goes to the visitor's language.
 */
export const localeMiddleware: Route.MiddlewareFunction = async ({ request }, next) => {
  const url = new URL(request.url);
  const isDocument = !url.pathname.endsWith('.data');
  const pathname = isDocument ? url.pathname : url.pathname.replace(/\.data$/, '').replace(/^\/_$/, '/');
  const english = englishPrefixRedirect(pathname);
  if (english) throw redirect(`${english}${url.search}`, 301);
  if (!pathname.startsWith('/api/') && !pathname.startsWith('/media/')) {
    // A Directus outage must not take pages down: without the list, no redirect applies.
    const moved = await contentService()
      .redirectFor(safeDecode(pathname))
      .catch(() => undefined);
    if (moved) throw redirect(withSearch(moved.to, url.search), { status: moved.status, headers: { 'Cache-Control': 'public, max-age=0, s-maxage=60' } });
  }
  if (isDocument && pathname === '/') {
    const decided = request.headers.get(HOME_TARGET_HEADER);
    const target = decided === null ? homeRedirect(request.headers, url.host) : decided || null;
    // The campaign's parameters go along: the visit's attribution is read on the page it lands on.
    if (target)
      throw redirect(withSearch(target, url.search), { status: 302, headers: { Vary: 'Cookie, Accept-Language', 'Cache-Control': 'private, no-store' } });
  }
  return next();
};
