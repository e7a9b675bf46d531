// SPEC §9: the chosen language lives in a cookie for 365 days, path /, SameSite=Lax.
import type { Locale } from '../../schemas/locale';

export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;
}

export function rememberLocale(locale: Locale): void {
  document.cookie = localeCookie(locale);
}

const NOTICE_KEY = 'locale-notice';

/** The language switch went to a home page because the page has no translation: say so there. */
export function flagUntranslated(locale: Locale): void {
  try {
    sessionStorage.setItem(NOTICE_KEY, locale);
  } catch {
    // no storage: no notice
  }
}

export function takeUntranslatedFlag(): Locale | null {
  try {
    const value = sessionStorage.getItem(NOTICE_KEY);
    sessionStorage.removeItem(NOTICE_KEY);
    return value === 'en' || value === 'fr' ? value : null;
  } catch {
    return null;
  }
}
