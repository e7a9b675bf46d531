import { z } from 'zod';

export const LOCALES = ['en', 'fr'] as const;
export const localeSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof localeSchema>;
export const DEFAULT_LOCALE: Locale = 'en';

/** `<html lang>`: French copy is written for Canadian French readers. */
export const HTML_LANG: Record<Locale, string> = { en: 'en', fr: 'fr-CA' };

/** The URL prefix of each locale: English has none, French lives under /fr. */
export const LOCALE_PREFIX: Record<Locale, string> = { en: '', fr: '/fr' };
