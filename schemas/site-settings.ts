import { z } from 'zod';
import { hrefSchema } from './link.ts';
import { localeSchema } from './locale.ts';
import { retentionFieldsSchema } from './retention.ts';

const nullableText = z
  .string()
  .nullish()
  .transform((v) => (v && v.trim() ? v.trim() : null));
const nullableUrl = z
  .url({ protocol: /^https?$/ })
  .nullish()
  .transform((v) => v ?? null);
const nullableHref = hrefSchema.nullish().transform((v) => v ?? null);
const nullableDate = z
  .string()
  .nullish()
  .transform((v) => v ?? null);
/** An id in Google's format, or null: a typo must not load a tag that measures nothing. */
const googleId = (pattern: RegExp) =>
  z
    .string()
    .nullish()
    .transform((v) => (v && pattern.test(v.trim()) ? v.trim() : null))
    .catch(null);

/**
 * What a consent policy version may be: a short token (a date, a number), as the Studio's field
 * validation asks too (directus/schema/site-settings.ts). The version is compared in the consent cookie
 * and written into the head's inline script; kept to these characters, it can never be markup there.
 */
export const CONSENT_VERSION_PATTERN = /^[A-Za-z0-9._-]{1,32}$/;

/**
 * The policy version, or null (the default version) when none is set or the one set is not a short
 * token: a bad value in the settings must not take the chrome (or the site) down, so it is dropped,
 * and said in the log for whoever looks after the site.
 */
const consentVersionField = z
  .string()
  .nullish()
  .catch(null)
  .transform((v) => {
    const version = v?.trim();
    if (!version) return null;
    if (CONSENT_VERSION_PATTERN.test(version)) return version;
    console.warn(
      `[cms] site settings: the policy version ${JSON.stringify(version.slice(0, 80))} is not a short token (${String(CONSENT_VERSION_PATTERN)}); the default version is used`,
    );
    return null;
  });

export const navLinkSchema = z.object({ label: z.string().trim().min(1), href: hrefSchema });
export type NavLink = z.output<typeof navLinkSchema>;

/** A list from a JSON repeater: invalid entries are dropped rather than failing the whole row. */
const navLinks = z
  .array(z.unknown())
  .nullish()
  .transform((items) =>
    (items ?? []).flatMap((item) => {
      const parsed = navLinkSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }),
  );

export const siteSettingsSchema = z.object({
  /** The row's id: what the Visual Editor opens when a marketer clicks the banner or the footer. */
  id: z.number().int().optional(),
  locale: localeSchema,
  site_name: z.string().trim().min(1),
  default_seo_description: nullableText,
  header_links: navLinks,
  login_url: nullableUrl,
  contact_email: z
    .email()
    .nullish()
    .transform((v) => v ?? null),
  contact_phone: nullableText,
  linkedin_url: nullableUrl,
  youtube_url: nullableUrl,
  facebook_url: nullableUrl,
  app_store_url: nullableUrl,
  privacy_href: nullableHref,
  terms_href: nullableHref,
  banner_text: nullableText,
  banner_cta_label: nullableText,
  banner_cta_href: nullableHref,
  banner_starts_at: nullableDate,
  banner_ends_at: nullableDate,
  banner_dismissible: z
    .boolean()
    .nullish()
    .transform((v) => v ?? true),
  // The consent banner's words (the buttons' labels are the site's own, in both languages).
  consent_title: nullableText,
  consent_text: nullableText,
  consent_measurement_text: nullableText,
  consent_advertising_text: nullableText,
  /** Changing it asks every visitor again (a new purpose, a new partner). */
  consent_version: consentVersionField,
  // SPEC §3's analytics settings. None set: no Google tag at all.
  ga_measurement_id: googleId(/^G-[A-Z0-9]{4,20}$/),
  ads_conversion_id: googleId(/^AW-\d{6,15}$/),
  ads_conversion_label: googleId(/^[\w-]{4,64}$/),
  // Mail: who hears of a new lead, and the sender's address every newsletter e-mail carries (CASL).
  sales_email: z
    .email()
    .nullish()
    .catch(null)
    .transform((v) => v ?? null),
  postal_address: nullableText,
  // How long personal information is kept (schemas/retention.ts); null: the default.
  ...retentionFieldsSchema.shape,
});
export type SiteSettings = z.output<typeof siteSettingsSchema>;
