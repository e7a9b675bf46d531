// The account page's address in each language (the footer and the confirmation e-mails link to it).
import type { Locale } from '#schemas/locale';

export const ACCOUNT_PATHS = { en: '/account', fr: '/fr/compte' } as const satisfies Record<Locale, string>;

/** Where a signed-in visitor manages one of their demos: `${path}/${reference}` (routes.ts declares the same). */
export const ACCOUNT_DEMO_PATHS = { en: '/account/demos', fr: '/fr/compte/demos' } as const satisfies Record<Locale, string>;
