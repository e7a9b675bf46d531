// Whether a user agent is a crawler (isbot), remembered per user agent: isbot's pattern is long, and a
// server asks it several times per request (the page cache key, the first visit's language, the page).
// A few browsers' strings make most traffic; past 1,000 strings it forgets all at once, so a stream of
// odd user agents cannot grow it.
import { isbot } from 'isbot';

const seen = new Map<string, boolean>();

export function isCrawler(userAgent: string): boolean {
  let known = seen.get(userAgent);
  if (known === undefined) {
    if (seen.size >= 1000) seen.clear();
    known = isbot(userAgent);
    seen.set(userAgent, known);
  }
  return known;
}

/**
 * An error page differs for crawlers (a bare body, SPEC §2), so a cache in front must keep the two
 * apart: `Vary: User-Agent`. A CDN that ignores that Vary must still never hand a crawler's bare page
 * to a visitor, so the crawler's copy is not for shared caches at all.
 */
export function markErrorPageVariant(headers: Headers, userAgent: string): void {
  headers.append('Vary', 'User-Agent');
  if (isCrawler(userAgent)) headers.set('Cache-Control', 'private, no-store');
}
