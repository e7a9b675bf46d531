// The addresses of the pages a lead reaches from an e-mail, per language (French words under /fr).
// routes.ts declares the same paths.
import type { Locale } from '#schemas/locale';
import { ACCOUNT_PATHS } from '../auth/paths';

export const LEAD_PATHS = {
  manage: { en: '/demo/manage', fr: '/fr/demo/gerer' },
  confirm: { en: '/newsletter/confirm', fr: '/fr/infolettre/confirmer' },
  unsubscribe: { en: '/newsletter/unsubscribe', fr: '/fr/infolettre/desabonnement' },
  demo: { en: '/demo', fr: '/fr/demo' },
  account: ACCOUNT_PATHS,
  // A visitor's data, asked for by e-mail address (decision 0019).
  myData: { en: '/my-data', fr: '/fr/mes-donnees' },
  myDataConfirm: { en: '/my-data/confirm', fr: '/fr/mes-donnees/confirmer' },
} as const satisfies Record<string, Record<Locale, string>>;

export type LeadPage = keyof typeof LEAD_PATHS;

/** The page's absolute address on the site, with the token when it takes one. */
export function leadUrl(siteUrl: string, page: LeadPage, locale: Locale, token?: string): string {
  return `${siteUrl}${LEAD_PATHS[page][locale]}${token ? `/${token}` : ''}`;
}
