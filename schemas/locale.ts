import { z } from 'zod';

export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
/** zod for server-side boundaries; marked pure so that browser bundles, which use only the constants, drop it. */
export const localeSchema = /* @__PURE__ */ z.enum(LOCALES);

/** `<html lang>`: French copy is written for Canadian French readers. */
export const HTML_LANG: Record<Locale, string> = { en: 'en', fr: 'fr-CA' };

/** The URL prefix of each locale: English has none, French lives under /fr. */
export const LOCALE_PREFIX: Record<Locale, string> = { en: '', fr: '/fr' };
