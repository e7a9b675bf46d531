// What every page's header, banner and footer show, derived from the CMS's per-locale site settings.
// Computed on the server at render time (the banner's active window is checked then).
import type { NavLink, SiteSettings } from '#schemas/site-settings';
import { consentVersion } from '#schemas/consent';
import { toTime } from '#schemas/page';

export type Banner = { key: string; text: string; ctaLabel: string | null; ctaHref: string | null; dismissible: boolean };

/** The consent banner's words (null: the site's default wording) and what it governs. */
export type ConsentSettings = {
  title: string | null;
  text: string | null;
  measurementText: string | null;
  advertisingText: string | null;
  /** A new version asks every visitor again. */
  version: string;
  privacyHref: string | null;
  /** Google ids, public by nature (every tag carries them); null when not set. */
  measurementId: string | null;
  adsId: string | null;
  adsLabel: string | null;
};

export type SiteChrome = {
  /** The site settings' row (the Visual Editor's marks on the banner, the header's links and the footer). */
  settingsId: number | null;
  siteName: string;
  headerLinks: NavLink[];
  loginUrl: string | null;
  banner: Banner | null;
  footer: {
    email: string | null;
    phone: string | null;
    social: { network: 'linkedin' | 'youtube' | 'facebook'; href: string }[];
    appStoreUrl: string | null;
    privacyHref: string | null;
    termsHref: string | null;
  };
  consent: ConsentSettings;
};

/** A short stable fingerprint of the banner, so a new promotion shows again to those who closed the last. */
export function bannerKey(parts: (string | null)[]): string {
  let h = 5381;
  for (const c of parts.join('\u0000')) h = ((h << 5) + h + c.charCodeAt(0)) >>> 0;
  return h.toString(36);
}

export function activeBanner(s: SiteSettings, now: Date): Banner | null {
  if (!s.banner_text) return null;
  if (s.banner_starts_at && toTime(s.banner_starts_at) > now.getTime()) return null;
  if (s.banner_ends_at && toTime(s.banner_ends_at) <= now.getTime()) return null;
  const hasCta = s.banner_cta_label && s.banner_cta_href;
  return {
    key: bannerKey([s.locale, s.banner_text, s.banner_cta_label, s.banner_ends_at]),
    text: s.banner_text,
    ctaLabel: hasCta ? s.banner_cta_label : null,
    ctaHref: hasCta ? s.banner_cta_href : null,
    dismissible: s.banner_dismissible,
  };
}

/**
 * The consent settings of a language. Each Google id falls back to the other language's: a marketer who
 * sets them once measures both languages.
 */
export function consentSettings(s: SiteSettings | null, other: SiteSettings | null): ConsentSettings {
  const adsId = s?.ads_conversion_id ?? other?.ads_conversion_id ?? null;
  return {
    title: s?.consent_title ?? null,
    text: s?.consent_text ?? null,
    measurementText: s?.consent_measurement_text ?? null,
    advertisingText: s?.consent_advertising_text ?? null,
    version: consentVersion(s, other),
    privacyHref: s?.privacy_href ?? null,
    measurementId: s?.ga_measurement_id ?? other?.ga_measurement_id ?? null,
    adsId,
    // The label that goes with the id chosen.
    adsLabel: adsId === null ? null : s?.ads_conversion_id ? s.ads_conversion_label : (other?.ads_conversion_label ?? null),
  };
}

export function siteChrome(s: SiteSettings | null, now: Date, fallbackName: string, other: SiteSettings | null = null): SiteChrome {
  const social: SiteChrome['footer']['social'] = [];
  if (s?.linkedin_url) social.push({ network: 'linkedin', href: s.linkedin_url });
  if (s?.youtube_url) social.push({ network: 'youtube', href: s.youtube_url });
  if (s?.facebook_url) social.push({ network: 'facebook', href: s.facebook_url });
  return {
    settingsId: s?.id ?? null,
    siteName: s?.site_name ?? fallbackName,
    headerLinks: s?.header_links ?? [],
    loginUrl: s?.login_url ?? null,
    banner: s ? activeBanner(s, now) : null,
    footer: {
      email: s?.contact_email ?? null,
      phone: s?.contact_phone ?? null,
      social,
      appStoreUrl: s?.app_store_url ?? null,
      privacyHref: s?.privacy_href ?? null,
      termsHref: s?.terms_href ?? null,
    },
    consent: consentSettings(s, other),
  };
}
