import { describe, expect, it } from 'vitest';
import { availableSlots, dayIn, isOfferedSlot, openDays, zonedInstant, type AvailabilityConfig } from './availability';

const config: AvailabilityConfig = {
  timeZone: 'Canada/Eastern',
  slotMinutes: 30,
  weekly: {
    mon: [
      ['09:00', '12:00'],
      ['13:00', '14:00'],
    ],
    tue: [['09:00', '10:00']],
  },
  blockedDates: ['2026-12-08'],
  horizonDays: 30,
  noticeHours: 4,
};
// Sunday 2026-11-29, 08:00 Eastern (13:00 UTC).
const now = Date.parse('2026-11-29T13:00:00Z');

describe('demo availability', () => {
  it('offers the weekly hours of the day in the firm’s zone, in slots of its length', () => {
    expect(availableSlots(config, '2026-11-30', [], now)).toEqual([
      '2026-11-30T14:00:00.000Z',
      '2026-11-30T14:30:00.000Z',
      '2026-11-30T15:00:00.000Z',
      '2026-11-30T15:30:00.000Z',
      '2026-11-30T16:00:00.000Z',
      '2026-11-30T16:30:00.000Z',
      '2026-11-30T18:00:00.000Z',
      '2026-11-30T18:30:00.000Z',
    ]);
  });

  it('leaves out booked times, closed weekdays, blocked dates, and days past the horizon', () => {
    expect(availableSlots(config, '2026-12-01', ['2026-12-01T14:00:00.000Z'], now)).toEqual(['2026-12-01T14:30:00.000Z']);
    expect(availableSlots(config, '2026-12-05', [], now)).toEqual([]); // a Saturday
    expect(availableSlots(config, '2026-12-08', [], now)).toEqual([]); // blocked
    expect(availableSlots(config, '2027-01-04', [], now)).toEqual([]); // past 30 days
    expect(availableSlots(config, 'not-a-day', [], now)).toEqual([]);
  });

  it('needs the minimum notice', () => {
    // Monday 9:00 Eastern: with 4 hours' notice, the morning is gone and 13:00 is the first time.
    const monday9 = Date.parse('2026-11-30T14:00:00Z');
    expect(availableSlots(config, '2026-11-30', [], monday9)).toEqual(['2026-11-30T18:00:00.000Z', '2026-11-30T18:30:00.000Z']);
  });

  it('follows daylight saving time: 9:00 Eastern is 13:00 UTC in summer, 14:00 in winter', () => {
    expect(new Date(zonedInstant('2026-07-06', '09:00', 'Canada/Eastern')).toISOString()).toBe('2026-07-06T13:00:00.000Z');
    expect(new Date(zonedInstant('2026-11-30', '09:00', 'Canada/Eastern')).toISOString()).toBe('2026-11-30T14:00:00.000Z');
    expect(new Date(zonedInstant('2026-03-09', '09:00', 'Canada/Eastern')).toISOString()).toBe('2026-03-09T13:00:00.000Z');
    expect(dayIn(Date.parse('2026-12-01T03:00:00Z'), 'Canada/Eastern')).toBe('2026-11-30');
  });

  it('reads the hour that happens twice as its first time, and the hour that does not exist as after the change', () => {
    // 1:30 on November 1, 2026 happens in daylight time (UTC-4), then again in standard time (UTC-5).
    expect(new Date(zonedInstant('2026-11-01', '01:30', 'America/Toronto')).toISOString()).toBe('2026-11-01T05:30:00.000Z');
    // 2:30 on March 8, 2026 does not exist (2:00 becomes 3:00): it is read as 3:30 daylight time.
    expect(new Date(zonedInstant('2026-03-08', '02:30', 'America/Toronto')).toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(new Date(zonedInstant('2026-03-08', '03:00', 'America/Toronto')).toISOString()).toBe('2026-03-08T07:00:00.000Z');
    expect(new Date(zonedInstant('2026-06-01', '12:00', 'UTC')).toISOString()).toBe('2026-06-01T12:00:00.000Z');
    expect(new Date(zonedInstant('2026-06-01', '12:00', 'Asia/Kolkata')).toISOString()).toBe('2026-06-01T06:30:00.000Z');
  });

  it('accepts only times the schedule offers', () => {
    expect(isOfferedSlot(config, '2026-11-30T14:30:00.000Z', now)).toBe(true);
    expect(isOfferedSlot(config, '2026-11-30T14:10:00.000Z', now)).toBe(false);
    expect(isOfferedSlot(config, '2026-12-05T14:00:00.000Z', now)).toBe(false);
  });

  it('lists the days that have a free time, skipping closed, blocked and fully booked ones', () => {
    // Mondays and Tuesdays only; Tuesday Dec 8 is blocked; Tuesday Dec 1's two times are booked.
    const booked = ['2026-12-01T14:00:00.000Z', '2026-12-01T14:30:00.000Z'];
    expect(openDays(config, booked, now, 4)).toEqual(['2026-11-30', '2026-12-07', '2026-12-14', '2026-12-15']);
  });
});
