// SPEC §9: the chosen language lives in a cookie for 365 days, path /, SameSite=Lax. Read by the
// server's first-visit redirect (negotiate.ts); written by the browser script when a visitor picks
// a language (src/browser/main.ts).
import { LOCALES, type Locale } from '#schemas/locale.ts';

export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;
}

export function isLocale(value: string | undefined): value is Locale {
  return LOCALES.some((l) => l === value);
}
