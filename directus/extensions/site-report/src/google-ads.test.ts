// The Google Ads offline-conversion file: Google's columns, times with their zone's offset, only the
// qualified and won leads that carry a click id, each conversion once.
import { describe, expect, it } from 'vitest';
import { conversionRows, conversionTime, csvCell, exportSettings, HEADER, toCsv } from './google-ads.ts';

const settings = { ...exportSettings({}, new Date('2026-11-26T12:00:00Z')), timeZone: 'America/Toronto' };

describe('the Google Ads offline-conversion export', () => {
  it('writes times as Google Ads reads them, in the firm’s zone with its offset, summer and winter', () => {
    expect(conversionTime(new Date('2026-11-26T19:05:09Z'), 'America/Toronto')).toBe('2026-11-26 14:05:09-05:00');
    expect(conversionTime(new Date('2026-07-01T04:30:00Z'), 'America/Toronto')).toBe('2026-07-01 00:30:00-04:00');
    expect(conversionTime(new Date('2026-07-01T04:30:00Z'), 'America/Vancouver')).toBe('2026-06-30 21:30:00-07:00');
    expect(conversionTime(new Date('2026-07-01T04:30:00Z'), 'UTC')).toBe('2026-07-01 04:30:00+00:00');
  });

  it('exports a qualified lead once, a won lead twice (qualified, then won), and nothing without a click id or past the window', () => {
    const rows = conversionRows(
      [
        { gclid: 'Cj0-won', status: 'won', qualified_at: '2026-11-20T15:00:00Z', won_at: '2026-11-25T16:30:00Z' },
        { gclid: 'Cj0-qualified', status: 'qualified', qualified_at: '2026-11-21T14:00:00', won_at: null },
        { gclid: null, status: 'won', qualified_at: '2026-11-21T14:00:00Z', won_at: '2026-11-22T14:00:00Z' },
        { gclid: 'Cj0-lost', status: 'lost', qualified_at: '2026-11-21T14:00:00Z', won_at: null },
        { gclid: 'Cj0-new', status: 'new', qualified_at: null, won_at: null },
        { gclid: 'Cj0-old', status: 'qualified', qualified_at: '2026-07-01T14:00:00Z', won_at: null },
      ],
      settings,
    );
    expect(rows).toEqual([
      ['Cj0-won', 'Qualified lead', '2026-11-20 10:00:00-05:00', '1', 'CAD'],
      ['Cj0-qualified', 'Qualified lead', '2026-11-21 09:00:00-05:00', '1', 'CAD'],
      ['Cj0-won', 'Won customer', '2026-11-25 11:30:00-05:00', '1', 'CAD'],
    ]);
  });

  it('has Google’s header row, and quotes what would break a cell', () => {
    const csv = toCsv([['a"b,c', 'Won, big', '2026-11-25 11:30:00-05:00', '250', 'CAD']]);
    expect(HEADER).toEqual(['Google Click ID', 'Conversion Name', 'Conversion Time', 'Conversion Value', 'Conversion Currency']);
    expect(csv).toBe(
      'Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency\r\n"a""b,c","Won, big",2026-11-25 11:30:00-05:00,250,CAD\r\n',
    );
  });

  it('neutralises a cell a spreadsheet would run as a formula (a gclid from the address bar), and leaves real ones alone', () => {
    expect(csvCell('=HYPERLINK("https://evil.example","Click")')).toBe(`"'=HYPERLINK(""https://evil.example"",""Click"")"`);
    expect(csvCell('+1+cmd|calc')).toBe(`"'+1+cmd|calc"`);
    expect(csvCell('-2+3')).toBe(`"'-2+3"`);
    expect(csvCell('@SUM(A1:A9)')).toBe(`"'@SUM(A1:A9)"`);
    expect(csvCell('\t=1+1')).toBe(`"'\t=1+1"`);
    expect(csvCell('\r=1+1')).toBe(`"'\r=1+1"`);
    // A real click id, a conversion time, a value: unchanged.
    expect(csvCell('Cj0KCQiA_-x7BhDBARIsAP9')).toBe('Cj0KCQiA_-x7BhDBARIsAP9');
    expect(csvCell('2026-11-25 11:30:00-05:00')).toBe('2026-11-25 11:30:00-05:00');
    expect(csvCell('250')).toBe('250');
    const rows = conversionRows([{ gclid: '=1+1', status: 'qualified', qualified_at: '2026-11-21T14:00:00Z', won_at: null }], settings);
    expect(toCsv(rows).split('\r\n')[1]).toBe(`"'=1+1",Qualified lead,2026-11-21 09:00:00-05:00,1,CAD`);
  });

  it('takes the marketer’s names, values and currency, and defaults the period to Google’s 90 days', () => {
    const chosen = exportSettings({ qualified: ' SQL ', qualified_value: '25', won: 'Customer', won_value: '400', currency: 'usd', since: '2026-10-01' });
    expect(chosen).toEqual({
      qualified: { name: 'SQL', value: 25 },
      won: { name: 'Customer', value: 400 },
      currency: 'USD',
      since: new Date('2026-10-01T00:00:00Z'),
    });
    const odd = exportSettings({ qualified_value: '-3', currency: 'dollars', since: 'yesterday' }, new Date('2026-11-26T12:00:00Z'));
    expect(odd.qualified.value).toBe(1);
    expect(odd.currency).toBe('CAD');
    expect(odd.since.toISOString()).toBe('2026-08-28T12:00:00.000Z');
  });
});
