import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../config.server', () => ({ serverConfig: () => ({ formRateMax: 5, formRateWindowMs: 600_000, redisUrl: undefined }) }));

const { claimMail, MAIL_CAP_HOUR, mailboxOf, recipientKey } = await import('./mail-cap.server');

afterEach(() => {
  vi.useRealTimers();
});

describe('the cap per recipient', () => {
  it('counts every +tag of a mailbox as that mailbox, and keeps no address in its key', () => {
    expect(mailboxOf(' Ana+Promo@Example.com ')).toBe('ana@example.com');
    expect(mailboxOf('ana+1+2@example.com')).toBe('ana@example.com');
    expect(mailboxOf('+x@example.com')).toBe('+x@example.com');
    expect(recipientKey('ana+1@example.com')).toBe(recipientKey('ANA@example.com'));
    expect(recipientKey('ana@example.com')).not.toBe(recipientKey('bob@example.com'));
    expect(recipientKey('ana@example.com')).not.toContain('ana');
  });

  it('allows five e-mails an hour to one mailbox, then says how long until one more may go; a released claim is given back', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(new Date('2026-05-01T10:00:00Z'));
    const victim = `victim-${Date.now()}@example.com`;
    const first = await claimMail(victim);
    expect(first.allowed).toBe(true);
    if (first.allowed) await first.release();
    for (let i = 0; i < MAIL_CAP_HOUR; i++) expect((await claimMail(victim.replace('@', `+${i}@`))).allowed).toBe(true);
    vi.advanceTimersByTime(600_000);
    expect(await claimMail(victim)).toEqual({ allowed: false, retryAfterSeconds: 3_000 });
    expect((await claimMail(`other-${victim}`)).allowed).toBe(true);
    // After the hour, the mailbox may get mail again (the day's cap, ten, is not reached).
    vi.advanceTimersByTime(3_000_000);
    expect((await claimMail(victim)).allowed).toBe(true);
  });
});
