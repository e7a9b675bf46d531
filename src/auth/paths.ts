// The account page's address in each language (the footer and the confirmation e-mails link to it).
import type { Locale } from '#schemas/locale';

export const ACCOUNT_PATHS = { en: '/account', fr: '/fr/compte' } as const satisfies Record<Locale, string>;

/** Where a signed-in visitor manages one of their demos: `${path}/${reference}` (routes.ts declares the same). */
export const ACCOUNT_DEMO_PATHS = { en: '/account/demos', fr: '/fr/compte/demos' } as const satisfies Record<Locale, string>;

/** A signed-in visitor's data: the readable page, the JSON file, and deleting it all (routes.ts declares the same). */
export const ACCOUNT_DATA_PATHS = { en: '/account/data', fr: '/fr/compte/donnees' } as const satisfies Record<Locale, string>;
export const ACCOUNT_DATA_FILE_PATHS = { en: '/account/data.json', fr: '/fr/compte/donnees.json' } as const satisfies Record<Locale, string>;
export const ACCOUNT_DELETE_PATHS = { en: '/account/delete', fr: '/fr/compte/supprimer' } as const satisfies Record<Locale, string>;
