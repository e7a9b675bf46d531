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

/** `/en/...` is recognised and redirected to the unprefixed English path. */
export function englishPrefixRedirect(pathname: string): string | null {
  if (pathname === '/en' || pathname === '/en/') return '/';
  if (pathname.startsWith('/en/')) return pathname.slice(3);
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
