// The addresses of the pages a lead reaches from an e-mail, per language, from the site's table of
// paths (schemas/paths.ts; the demo's is the CMS's page). A mailed link's token follows the address.
import type { Locale } from '#schemas/locale';
import { SITE_PATHS, sitePath, type SitePage } from '#schemas/paths';

const inEach = (of: (locale: Locale) => string): Record<Locale, string> => ({ en: of('en'), fr: of('fr') });
/** A page of the table, without the token its links end with. */
const page = (name: SitePage) => inEach((locale) => SITE_PATHS[name][locale].replace(/\/:token$/, ''));

export const LEAD_PATHS = {
  manage: page('manage'),
  confirm: page('newsletter-confirm'),
  unsubscribe: page('newsletter-unsubscribe'),
  demo: inEach((locale) => sitePath(locale, '/demo')),
  account: page('account'),
  // A visitor's data, asked for by e-mail address (decision 0019).
  myData: page('my-data'),
  myDataConfirm: page('my-data-confirm'),
} as const satisfies Record<string, Record<Locale, string>>;

export type LeadPage = keyof typeof LEAD_PATHS;

/** The page's absolute address on the site, with the token when it takes one. */
export function leadUrl(siteUrl: string, page: LeadPage, locale: Locale, token?: string): string {
  return `${siteUrl}${LEAD_PATHS[page][locale]}${token ? `/${token}` : ''}`;
}
