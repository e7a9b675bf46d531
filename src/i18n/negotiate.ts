// Which language a first visit to "/" should get (SPEC §4): the saved cookie, then the browser's
// languages, then English. Crawlers are never redirected. Shared by the route middleware (which
// redirects) and the server's page cache (which must not answer "/" for a visitor about to be
// redirected).
import { isCrawler } from '../site/crawler.ts';
import { localeSchema, type Locale } from '#schemas/locale.ts';
import { cookieValue } from '../shared/cookies.server.ts';
import { LOCALE_COOKIE } from './locale-cookie.ts';

export function cookieLocale(cookieHeader: string | null): Locale | null {
  const parsed = localeSchema.safeParse(cookieValue(cookieHeader, LOCALE_COOKIE));
  return parsed.success ? parsed.data : null;
}

/** The best of our locales for an Accept-Language header, or null when it names neither. */
export function acceptLanguageLocale(header: string | null): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const r of ranked) {
    const parsed = localeSchema.safeParse(r.lang);
    if (parsed.success) return parsed.data;
  }
  return null;
}

/**
 * The production server's answer of homeRedirect for a request to "/" (empty: stay), so that it is
 * worked out once per request; under Vite's dev server there is none and the middleware asks itself.
 */
export const HOME_TARGET_HEADER = 'x-site-home-target';

/**
 * Where a request for the English home should go instead, if anywhere. A visit that comes from this
 * site (Referer on the same host) is not a first visit: the visitor chose English.
 */
export function homeRedirect(headers: Pick<Headers, 'get'>, host: string | null): string | null {
  if (isCrawler(headers.get('user-agent') ?? '')) return null;
  const saved = cookieLocale(headers.get('cookie'));
  if (saved) return saved === 'fr' ? '/fr' : null;
  const referer = headers.get('referer');
  if (referer && host) {
    try {
      if (new URL(referer).host === host) return null;
    } catch {
      // a malformed Referer is no reason to keep the visitor on the wrong language
    }
  }
  return acceptLanguageLocale(headers.get('accept-language')) === 'fr' ? '/fr' : null;
}
