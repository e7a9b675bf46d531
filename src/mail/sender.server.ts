// Who an e-mail is from, and who hears of a new lead, from the site settings of the message's
// language (each field falling back to the other language's, as the chrome does).
import { LOCALES, type Locale } from '#schemas/locale';
import { settingsAndOther } from '../cms/content.server';
import { serverConfig } from '../config.server';
import type { Sender } from './templates.server';

export async function senderFor(locale: Locale): Promise<Sender> {
  const [own, other] = await settingsAndOther(locale);
  const { siteUrl } = serverConfig();
  const contactEmail = own?.contact_email ?? other?.contact_email ?? null;
  return {
    locale,
    siteName: own?.site_name ?? other?.site_name ?? new URL(siteUrl).hostname,
    siteUrl,
    contactEmail,
    postalAddress: own?.postal_address ?? other?.postal_address ?? null,
    organizerEmail: own?.sales_email ?? other?.sales_email ?? contactEmail ?? `no-reply@${new URL(siteUrl).hostname}`,
  };
}

/**
 * The sales team's address and language: the lead's language's sales address, else the other
 * language's (written in that language), else the contact address. Null: nobody to tell.
 */
export async function salesTeam(locale: Locale): Promise<{ to: string; sender: Sender } | null> {
  const [own, other] = await settingsAndOther(locale);
  const otherLocale: Locale = LOCALES.find((l) => l !== locale) ?? locale;
  if (own?.sales_email) return { to: own.sales_email, sender: await senderFor(locale) };
  if (other?.sales_email) return { to: other.sales_email, sender: await senderFor(otherLocale) };
  const contact = own?.contact_email ?? other?.contact_email;
  return contact ? { to: contact, sender: await senderFor(locale) } : null;
}
