import { describe, expect, it } from 'vitest';
import { siteSettingsSchema } from '../../schemas/site-settings';
import { activeBanner, siteChrome } from './chrome';

const settings = siteSettingsSchema.parse({
  locale: 'en',
  site_name: 'Site',
  banner_text: 'Free scans until September 19.',
  banner_cta_label: 'Get started',
  banner_cta_href: '/demo',
  banner_starts_at: '2026-09-01T00:00:00',
  banner_ends_at: '2026-09-20T03:59:00',
  header_links: [{ label: 'Home', href: '/' }, { label: 'Broken', href: 'javascript:alert(1)' }],
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
