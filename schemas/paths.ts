import { LOCALE_PREFIX, LOCALES, type Locale } from './locale.ts';

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

/**
 * The pages the site serves itself (not the CMS's), each with its path in both languages: the one table
 * src/routes.ts serves (route ids `${page}-en` and `${page}-fr`) and every link to these pages is built
 * from (src/auth/paths.ts, src/forms/lead-links.ts). `:name` is a parameter, filled by pathTo.
 * src/routes.test.ts proves each entry is a route in both languages.
 */
export const SITE_PATHS = {
  // A signed-in visitor's account, their data, their demos.
  account: { en: '/account', fr: '/fr/compte' },
  'account-data': { en: '/account/data', fr: '/fr/compte/donnees' },
  'account-data-file': { en: '/account/data.json', fr: '/fr/compte/donnees.json' },
  'account-delete': { en: '/account/delete', fr: '/fr/compte/supprimer' },
  'account-demo': { en: '/account/demos/:reference', fr: '/fr/compte/demos/:reference' },
  // The pages a lead reaches from an e-mail (French words under /fr).
  manage: { en: '/demo/manage/:token', fr: '/fr/demo/gerer/:token' },
  'newsletter-confirm': { en: '/newsletter/confirm/:token', fr: '/fr/infolettre/confirmer/:token' },
  'newsletter-unsubscribe': { en: '/newsletter/unsubscribe/:token', fr: '/fr/infolettre/desabonnement/:token' },
  // A visitor's data asked for by e-mail address (decision 0019), and the mailed link that proves it.
  'my-data': { en: '/my-data', fr: '/fr/mes-donnees' },
  'my-data-confirm': { en: '/my-data/confirm/:token', fr: '/fr/mes-donnees/confirmer/:token' },
  'my-data-file': { en: '/my-data/confirm/:token/data.json', fr: '/fr/mes-donnees/confirmer/:token/donnees.json' },
  sitemap: { en: '/sitemap.xml', fr: '/fr/sitemap.xml' },
  error: { en: '/error', fr: '/fr/error' },
  blog: { en: '/blog', fr: '/fr/blog' },
  post: { en: '/blog/:slug', fr: '/fr/blog/:slug' },
} as const satisfies Record<string, Record<Locale, `/${string}`>>;

export type SitePage = keyof typeof SITE_PATHS;

/** The parameters a path pattern names: '/demo/manage/:token' -> 'token'. */
type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
/** What pathTo needs besides the page and the language: the page's parameters, when it has any. */
export type PageParams<K extends SitePage> = [ParamsOf<(typeof SITE_PATHS)[K]['en']>] extends [never]
  ? []
  : [Record<ParamsOf<(typeof SITE_PATHS)[K]['en']>, string>];

/** A page's path in one language, its parameters filled in: pathTo('manage', 'fr', { token }) -> '/fr/demo/gerer/<token>'. */
export function pathTo<K extends SitePage>(page: K, locale: Locale, ...params: PageParams<K>): string {
  const values: Record<string, string> = params[0] ?? {};
  return SITE_PATHS[page][locale].replace(/:(\w+)/g, (_all, name: string) => encodeURIComponent(values[name] ?? ''));
}

/** A page's path in each language (the language switch, hreflang): what a route's loader gives as its alternates. */
export function alternatesOf<K extends SitePage>(page: K, ...params: PageParams<K>): Alternate[] {
  return LOCALES.map((locale) => ({ locale, path: pathTo(page, locale, ...params) }));
}
