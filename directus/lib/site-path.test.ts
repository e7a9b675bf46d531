// The Directus extensions compute site addresses in plain JavaScript: they must agree with the site.
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../schemas/locale';
import { slugSchema, toTime as siteToTime } from '../../schemas/page';
import { sitePath as siteSitePath } from '../../schemas/paths';
import { sitePath, toTime } from './site-path.ts';

describe('the extensions’ site paths', () => {
  it('match the site’s for pages and posts in both languages', () => {
    for (const locale of LOCALES) {
      for (const slug of ['/', '', 'stride', '/stride/', ' /ads/heatPumpLong ', '/jeu-renovation']) {
        expect(sitePath('pages', locale, slug), `${locale} ${slug}`).toBe(siteSitePath(locale, slugSchema.parse(slug)));
      }
      expect(sitePath('posts', locale, 'heat-pump-rebates')).toBe(siteSitePath(locale, '/blog/heat-pump-rebates'));
    }
  });

  it('read stored dates as the site does', () => {
    for (const d of ['2026-06-01T12:00:00Z', '2026-06-01T12:00:00', '2026-06-01T08:00:00-04:00', '2026-06-01T12:00:00.000Z'])
      expect(toTime(d)).toBe(siteToTime(d));
    expect(toTime('2026-06-01 12:00:00')).toBe(Date.parse('2026-06-01T12:00:00Z'));
  });
});
