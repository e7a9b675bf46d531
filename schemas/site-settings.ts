import { z } from 'zod';
import { hrefSchema } from './link.ts';
import { localeSchema } from './locale.ts';

const nullableText = z
  .string()
  .nullish()
  .transform((v) => (v && v.trim() ? v.trim() : null));
const nullableUrl = z.url({ protocol: /^https?$/ }).nullish().transform((v) => v ?? null);
const nullableHref = hrefSchema.nullish().transform((v) => v ?? null);
const nullableDate = z.string().nullish().transform((v) => v ?? null);

export const navLinkSchema = z.object({ label: z.string().trim().min(1), href: hrefSchema });
export type NavLink = z.output<typeof navLinkSchema>;

/** A list from a JSON repeater: invalid entries are dropped rather than failing the whole row. */
const navLinks = z
  .array(z.unknown())
  .nullish()
  .transform((items) => (items ?? []).flatMap((item) => {
    const parsed = navLinkSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  }));

export const siteSettingsSchema = z.object({
  locale: localeSchema,
  site_name: z.string().trim().min(1),
  default_seo_description: nullableText,
  header_links: navLinks,
  login_url: nullableUrl,
  contact_email: z.email().nullish().transform((v) => v ?? null),
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
  banner_dismissible: z.boolean().nullish().transform((v) => v ?? true),
});
export type SiteSettings = z.output<typeof siteSettingsSchema>;
