import { describe, expect, it } from 'vitest';
import { attributionRow } from './attribution.server';

describe('attribution of a submission', () => {
  const sent = {
    utm_source: ' google ',
    utm_campaign: 'fall',
    gclid: 'CLICK',
    landing_path: '/ads/heatPumpShort',
    referrer: 'https://www.google.com/',
    admin: 'yes',
  };

  it('keeps the known fields, trimmed, and Google click ids only with advertising allowed', () => {
    expect(attributionRow(sent, true)).toMatchObject({ utm_source: 'google', utm_campaign: 'fall', gclid: 'CLICK', landing_path: '/ads/heatPumpShort' });
    expect(attributionRow(sent, false)).toMatchObject({ utm_source: 'google', gclid: null });
    expect(attributionRow(sent, true)).not.toHaveProperty('admin');
  });

  it('cuts overlong values and ignores what is not text, instead of refusing the lead', () => {
    const row = attributionRow({ utm_source: 'x'.repeat(5000), utm_medium: 42, referrer: ['a'] }, false);
    expect(row.utm_source).toHaveLength(200);
    expect(row.utm_medium).toBeNull();
    expect(row.referrer).toBeNull();
    expect(attributionRow('not an object', true)).toMatchObject({ utm_source: null, gclid: null });
  });
});
