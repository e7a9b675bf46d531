// The server reads its cookies (the session, the language, the consent, the A/B versions) with the
// `cookie` package, through this one function; it writes them with the package's stringifySetCookie.
import { parseCookie } from 'cookie';

/**
 * The value of cookie `name` in a Cookie header, as the browser sent it (not percent-decoded: each
 * cookie's reader knows its own format), or null. The first of two cookies of one name wins.
 */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  return parseCookie(header, { decode: (value) => value })[name] ?? null;
}
