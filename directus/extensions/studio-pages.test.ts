// @vitest-environment jsdom
// The Studio's own HTML pages (written by our extensions, outside React) carry content a marketer
// writes: an experiment's name and versions, an address typed in the privacy page, the export's
// conversion names. Each is escaped; proved here with what an attacker would type (issue 39).
import { describe, expect, it } from 'vitest';
import { resultsPage } from './site-experiments/src/results.ts';
import { studioPage } from './site-privacy/src/page.ts';
import { exportPage } from './site-report/src/google-ads.ts';

const HOSTILE = `</title><script nonce="__csp_nonce__">window.__pwn=1</script><img src=x onerror="window.__pwn=1"><a href="javascript:alert(1)">"'`;

/** The page as a browser reads it: nothing that runs, and the hostile text kept whole, as text or a field's value. */
function assertInert(html: string): void {
  const page = new DOMParser().parseFromString(html, 'text/html');
  expect(page.querySelectorAll('script, img, iframe, object, embed')).toHaveLength(0);
  const values: string[] = [page.documentElement.textContent ?? ''];
  for (const el of page.querySelectorAll('*'))
    for (const attr of el.attributes) {
      expect(attr.name).not.toMatch(/^on/i);
      if (attr.name === 'href') expect(attr.value).not.toMatch(/^\s*javascript:/i);
      values.push(attr.value);
    }
  expect(values.some((v) => v.includes(HOSTILE))).toBe(true);
}

describe("the Studio's own pages with hostile content (issue 39)", () => {
  it("an experiment's results: its name, versions and days", () => {
    const variant = (key: string) => ({
      key,
      weight: 1,
      visitors: 10,
      leads: 1,
      rate: 0.1,
      low: 0.01,
      high: 0.3,
      beatsControl: key === 'A' ? null : 0.5,
      conversions: 1,
      demoRequests: 1,
      qualified: 1,
      won: 0,
    });
    for (const language of ['en', 'fr'] as const) {
      const html = resultsPage(
        {
          experiment: { id: 1, name: HOSTILE, status: 'stopped', winner: HOSTILE, started_at: '2026-01-01', stopped_at: '2026-02-01' },
          goal: 'qualified',
          variants: [variant('A'), variant(HOSTILE)],
          byMatch: [{ variant: HOSTILE, value: HOSTILE, leads: 1, qualified: 1, won: 0 }],
          byCampaign: [{ variant: HOSTILE, value: HOSTILE, leads: 1, qualified: 1, won: 0 }],
          days: [{ day: HOSTILE, visitors: { A: 1, [HOSTILE]: 2 } }],
          pages: [{ id: 2, locale: HOSTILE, key: HOSTILE, status: 'draft' }],
          minimums: { visitors: 100, leads: 10 },
          enoughData: true,
          sampleRatioMismatch: false,
          sampleRatioP: 0.5,
        },
        language,
      );
      assertInert(html);
    }
  });

  it('the privacy page: the address typed, in every step', () => {
    const t = (en: string) => en;
    const summary = { demoRequests: 1, submissions: 2, emails: 3, consentProofsKept: 1 };
    assertInert(studioPage(t, { step: 'ask', email: HOSTILE, problem: 'email' }));
    assertInert(studioPage(t, { step: 'confirm', email: HOSTILE, summary }));
    assertInert(studioPage(t, { step: 'erased', email: HOSTILE, summary }));
  });

  it("the Google Ads export's page: the conversion names and currency as typed", () => {
    for (const language of ['en', 'fr'] as const) {
      const html = exportPage(
        { since: new Date('2026-01-01'), qualified: { name: HOSTILE, value: 1 }, won: { name: HOSTILE, value: 2 }, currency: HOSTILE },
        3,
        HOSTILE,
        language,
      );
      const page = new DOMParser().parseFromString(html, 'text/html');
      expect(page.querySelectorAll('script, img')).toHaveLength(0);
      expect(page.querySelector<HTMLInputElement>('input[name="qualified"]')?.value).toBe(HOSTILE);
      expect(page.querySelector<HTMLInputElement>('input[name="currency"]')?.value).toBe(HOSTILE);
    }
  });
});
