import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteSettingsSchema } from './site-settings';

const row = (consent_version: unknown) => siteSettingsSchema.parse({ locale: 'en', site_name: 'Site', consent_title: 'Cookies?', consent_version });

afterEach(() => vi.restoreAllMocks());

describe("the site settings' consent policy version", () => {
  it.each(['2026-11-23', '3', 'v2.1', 'policy_2026-01', 'A'.repeat(32)])('keeps a short token: %s', (version) => {
    expect(row(version).consent_version).toBe(version);
    expect(row(` ${version} `).consent_version).toBe(version);
  });

  it.each([null, undefined, '', '   '])('is not set when empty: %j', (version) => {
    expect(row(version).consent_version).toBeNull();
  });

  it.each([`2026-01</script><script nonce='__csp_nonce__'>window.__pwn=1</script><script>`, '2026 01', '2026/01', 'é', '"1"', 'A'.repeat(33), '1\u2028x'])(
    'drops anything else, keeps the rest of the row, and says so in the log: %s',
    (version) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const parsed = row(version);
      expect(parsed.consent_version).toBeNull();
      expect(parsed).toMatchObject({ site_name: 'Site', consent_title: 'Cookies?' });
      expect(warn).toHaveBeenCalledOnce();
      expect(String(warn.mock.calls[0]?.[0])).toContain('policy version');
    },
  );

  it('does not fail the row on a value of the wrong type either', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(row(42).consent_version).toBeNull();
    expect(row({ version: 1 }).site_name).toBe('Site');
  });
});
