import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkTicket, maxTicketAgeMs, newTicket, ticketAge } from './ticket.server';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the form ticket', () => {
  const now = Date.parse('2026-05-01T12:00:00Z');

  it('tells its age only when we signed it', () => {
    vi.stubEnv('LINK_SECRET', 'one secret');
    const ticket = newTicket(now - 5_000);
    expect(ticketAge(ticket, now)).toBe(5_000);
    expect(ticketAge(`${now - 5_000}.${'A'.repeat(22)}`, now)).toBeNull();
    expect(ticketAge('', now)).toBeNull();
    vi.stubEnv('LINK_SECRET', 'another secret');
    expect(ticketAge(ticket, now)).toBeNull();
  });

  it('is too fast before the fill time, good until its maximum age (6 hours), expired after', () => {
    vi.stubEnv('LINK_SECRET', 'one secret');
    vi.stubEnv('FORM_MIN_FILL_MS', '3000');
    expect(maxTicketAgeMs()).toBe(6 * 3_600_000);
    expect(checkTicket(newTicket(now - 1_000), now)).toEqual({ state: 'tooFast', waitMs: 2_000 });
    expect(checkTicket('forged', now)).toEqual({ state: 'tooFast', waitMs: 3_000 });
    expect(checkTicket(newTicket(now - 3_000), now)).toEqual({ state: 'ok' });
    expect(checkTicket(newTicket(now - 6 * 3_600_000), now)).toEqual({ state: 'ok' });
    expect(checkTicket(newTicket(now - 6 * 3_600_000 - 1), now)).toEqual({ state: 'expired' });
    expect(checkTicket(newTicket(now - 30 * 86_400_000), now)).toEqual({ state: 'expired' });
  });

  it('takes its maximum age from FORM_TICKET_MAX_AGE_MS', () => {
    vi.stubEnv('LINK_SECRET', 'one secret');
    vi.stubEnv('FORM_TICKET_MAX_AGE_MS', '60000');
    expect(checkTicket(newTicket(now - 61_000), now)).toEqual({ state: 'expired' });
    vi.stubEnv('FORM_TICKET_MAX_AGE_MS', 'soon');
    expect(maxTicketAgeMs()).toBe(6 * 3_600_000);
  });
});
