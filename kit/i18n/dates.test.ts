import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formatDay, meetingMoment } from './dates';

const fr = createIntl({ locale: 'fr-CA' });
const en = createIntl({ locale: 'en-CA' });
const DAY = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' } as const;

describe('dates as visitors read them', () => {
  it('writes the first of the month "1er" in French, and every other day as Intl does', () => {
    expect(formatDay(fr, '2026-09-01T12:00:00Z', DAY)).toBe('1er septembre 2026');
    expect(formatDay(fr, '2026-09-11T12:00:00Z', DAY)).toBe('11 septembre 2026');
    expect(formatDay(fr, '2026-09-21T12:00:00Z', DAY)).toBe('21 septembre 2026');
    expect(formatDay(fr, '2026-09-01T12:00:00Z', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })).toBe('mar. 1er sept.');
  });

  it('leaves English, and two-digit days, as Intl writes them', () => {
    expect(formatDay(en, '2026-09-01T12:00:00Z', DAY)).toBe('September 1, 2026');
    expect(formatDay(fr, '2026-09-01T12:00:00Z', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' })).toBe('2026-09-01');
  });

  it('says a meeting on the first with its time and zone, in both languages', () => {
    expect(meetingMoment(fr, '2026-12-01T15:00:00Z', 'America/Toronto')).toBe('mardi 1er décembre 2026 à 10 h 00 HNE');
    expect(meetingMoment(en, '2026-12-01T15:00:00Z', 'America/Toronto')).toBe('Tuesday, December 1, 2026 at 10:00 a.m. EST');
  });
});
