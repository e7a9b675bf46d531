// The account page's address in each language (the footer and the confirmation e-mails link to it).
import type { Locale } from '../../schemas/locale';

export const ACCOUNT_PATHS = { en: '/account', fr: '/fr/compte' } as const satisfies Record<Locale, string>;
