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
