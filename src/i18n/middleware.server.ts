import { redirect } from 'react-router';
import { contentService } from '../cms/content.server';
import type { TokenPurpose } from '../cms/preview.server';
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

/** The query parameters that hold a marketer's draft-viewing token (src/cms/preview.server.ts). */
const TOKEN_PARAMS = ['preview', 'edit'] as const satisfies readonly TokenPurpose[];

/**
 * The visitor's query string carried over, unless the target has its own. To another site (a CMS
 * redirect to a partner's address) without a preview or Visual Editor token: those open every draft
 * for hours, and the other site, its analytics and its logs would hold them.
 */
export function withSearch(to: string, search: string): string {
  if (!search || to.includes('?')) return to;
  if (/^\/(?![/\\])/.test(to)) return `${to}${search}`;
  const params = new URLSearchParams(search);
  for (const name of TOKEN_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest ? `${to}?${rest}` : to;
}

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
  // Not for the API, media, or the health checks (which must answer without waiting on Directus).
  if (!pathname.startsWith('/api/') && !pathname.startsWith('/media/') && pathname !== '/healthz' && pathname !== '/readyz') {
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
