import { LOCALE_PREFIX, type Locale } from './locale.ts';

export type SitePath = { locale: Locale; slug: string };

/** A page's path in one language: its own, or a translation's (language switch, hreflang, sitemap). */
export type Alternate = { locale: Locale; path: string };

/** "/fr/stride" -> fr + "/stride"; "/" -> en + "/". English has no prefix. */
export function parseSitePath(pathname: string): SitePath {
  const clean = pathname.replace(/\/+$/, '') || '/';
  if (clean === '/fr' || clean.startsWith('/fr/')) return { locale: 'fr', slug: clean.slice(3) || '/' };
  return { locale: 'en', slug: clean };
}

/**
 * A path made safe to send back as a `Location`: browsers drop tabs and newlines from a URL and read
 * a backslash as a slash, so `//host` and `/\host` (or one with a tab between the slashes) would leave the
 * site. Control characters go, and every run of slashes and backslashes becomes one slash; a run that
 * opens with percent-encoded ones (`/%2F%2Fhost`) loses them too, for a proxy or a browser that decodes.
 */
export function sameSitePath(path: string): string {
  const printable = [...path].filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f).join('');
  const cleaned = printable.replace(/[\\/]+/g, '/').replace(/^\/(?:%2f|%5c|[\\/])+/i, '/');
  return cleaned.startsWith('/') ? cleaned : `/${cleaned}`;
}

/** `/en/...` is recognised and redirected to the unprefixed English path (never off the site: sameSitePath). */
export function englishPrefixRedirect(pathname: string): string | null {
  if (pathname === '/en' || pathname === '/en/') return '/';
  if (pathname.startsWith('/en/')) return sameSitePath(pathname.slice(3));
  return null;
}

export function sitePath(locale: Locale, slug: string): string {
  const prefix = LOCALE_PREFIX[locale];
  if (slug === '/') return prefix || '/';
  return `${prefix}${slug}`;
}

export function localeFromPathname(pathname: string): Locale {
  return parseSitePath(pathname).locale;
}
