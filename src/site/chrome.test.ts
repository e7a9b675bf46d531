import { describe, expect, it } from 'vitest';
import { siteSettingsSchema } from '#schemas/site-settings';
import { consentVersion } from '#schemas/consent';
import { activeBanner, consentSettings, siteChrome } from './chrome';

const settings = siteSettingsSchema.parse({
  locale: 'en',
  site_name: 'Site',
  banner_text: 'Free scans until September 19.',
  banner_cta_label: 'Get started',
  banner_cta_href: '/demo',
  banner_starts_at: '2026-09-01T00:00:00',
  banner_ends_at: '2026-09-20T03:59:00',
  header_links: [
    { label: 'Home', href: '/' },
    { label: 'Broken', href: 'javascript:alert(1)' },
  ],
  linkedin_url: 'https://www.linkedin.com/company/x',
});

describe('site chrome', () => {
  it('shows the banner only inside its window', () => {
    expect(activeBanner(settings, new Date('2026-08-31T23:59:00Z'))).toBeNull();
    expect(activeBanner(settings, new Date('2026-09-10T12:00:00Z'))).toMatchObject({ ctaLabel: 'Get started', ctaHref: '/demo', dismissible: true });
    expect(activeBanner(settings, new Date('2026-09-20T04:00:00Z'))).toBeNull();
  });

  it('gives a new promotion a new key, so closing one does not hide the next', () => {
    const a = activeBanner(settings, new Date('2026-09-10T12:00:00Z'));
    const b = activeBanner({ ...settings, banner_text: 'Another offer' }, new Date('2026-09-10T12:00:00Z'));
    expect(a?.key).not.toBe(b?.key);
  });

  it('drops invalid header links instead of the whole header', () => {
    expect(siteChrome(settings, new Date(), 'Fallback').headerLinks).toEqual([{ label: 'Home', href: '/' }]);
  });

  it('still has a name and no links without settings (CMS down at first visit)', () => {
    expect(siteChrome(null, new Date(), 'Fallback')).toMatchObject({ siteName: 'Fallback', headerLinks: [], banner: null, loginUrl: null });
  });
});

describe('consent settings', () => {
  const en = siteSettingsSchema.parse({ locale: 'en', site_name: 'Site', consent_version: '2026-11-23', ga_measurement_id: 'G-ABCD1234' });
  const fr = siteSettingsSchema.parse({ locale: 'fr', site_name: 'Site', ads_conversion_id: 'AW-1234567', ads_conversion_label: 'demoBooked' });

  it('answers one policy version in both languages, so the one cookie holds for both', () => {
    expect(consentVersion(en, fr)).toBe('2026-11-23');
    expect(consentVersion(fr, en)).toBe('2026-11-23');
    const frNew = { ...fr, consent_version: '2027-01-10' };
    // A new version in either language asks everyone again, whichever language's page asks.
    expect(consentVersion(en, frNew)).toBe(consentVersion(frNew, en));
    expect(consentVersion(en, frNew)).not.toBe(consentVersion(en, fr));
    expect(consentVersion(null, null)).toBe('1');
  });

  it('takes each Google id from the other language when this one has none, with its own label', () => {
    expect(consentSettings(fr, en)).toMatchObject({ measurementId: 'G-ABCD1234', adsId: 'AW-1234567', adsLabel: 'demoBooked' });
    expect(consentSettings(en, fr)).toMatchObject({ measurementId: 'G-ABCD1234', adsId: 'AW-1234567', adsLabel: 'demoBooked' });
    expect(consentSettings(en, null)).toMatchObject({ measurementId: 'G-ABCD1234', adsId: null, adsLabel: null });
  });

  it("keeps no id that is not in Google's format: a typo loads no tag", () => {
    const typo = siteSettingsSchema.parse({ locale: 'en', site_name: 'Site', ga_measurement_id: 'UA-123', ads_conversion_id: 'AW-12' });
    expect(consentSettings(typo, null)).toMatchObject({ measurementId: null, adsId: null });
  });
});
