import { describe, expect, it } from 'vitest';
import { effectiveRetention, fillRetention, monthsBefore, RETENTION_DEFAULTS, retentionCutoffs, retentionFieldsSchema } from './retention.ts';

const row = (fields: Record<string, unknown>) => retentionFieldsSchema.parse(fields);

describe('retention periods', () => {
  it('are the defaults when neither language sets them, or the settings could not be read', () => {
    expect(effectiveRetention([null, null])).toEqual(RETENTION_DEFAULTS);
    expect(effectiveRetention([row({}), row({})])).toEqual({ leadsMonths: 24, pendingDays: 30, mailDays: 90, proofMonths: 36 });
  });

  it('take the shorter of the two languages’ values, kind by kind, so no page promises less than is done', () => {
    const en = row({ retention_leads_months: 18, retention_mail_days: 120 });
    const fr = row({ retention_leads_months: 30, retention_pending_days: 14 });
    expect(effectiveRetention([en, fr])).toEqual({ leadsMonths: 18, pendingDays: 14, mailDays: 120, proofMonths: 36 });
  });

  it('ignore what is not a sensible whole number (0, negative, a fraction, text, absurdly long)', () => {
    const typo = row({ retention_leads_months: 0, retention_pending_days: -3, retention_mail_days: 2.5, retention_proof_months: 'ten' });
    expect(effectiveRetention([typo])).toEqual(RETENTION_DEFAULTS);
    expect(effectiveRetention([row({ retention_leads_months: 1000 })]).leadsMonths).toBe(24);
  });

  it('cut off in calendar months and whole days before now', () => {
    const now = Date.parse('2026-11-27T03:00:00Z');
    const cut = retentionCutoffs({ leadsMonths: 24, pendingDays: 30, mailDays: 90, proofMonths: 36 }, now);
    expect(new Date(cut.leads).toISOString()).toBe('2024-11-27T03:00:00.000Z');
    expect(new Date(cut.pending).toISOString()).toBe('2026-10-28T03:00:00.000Z');
    expect(new Date(cut.mail).toISOString()).toBe('2026-08-29T03:00:00.000Z');
    expect(new Date(cut.proof).toISOString()).toBe('2023-11-27T03:00:00.000Z');
    // A shorter month is not overshot: March 31 minus one month is the end of February, not March 3.
    expect(new Date(monthsBefore(Date.parse('2026-03-31T12:00:00Z'), 1)).toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(new Date(monthsBefore(Date.parse('2028-03-31T12:00:00Z'), 1)).toISOString()).toBe('2028-02-29T12:00:00.000Z');
  });
});

describe('the privacy policy’s periods', () => {
  it('are written in from the settings, and an unknown token is left as it is for the marketer to see', () => {
    const html =
      '<li>Leads: {{retention_leads_months}} months; sign-ups: {{ retention_pending_days }} days; mail: {{retention_mail_days}}; proofs: {{retention_proof_months}}; {{retention_other}}</li>';
    expect(fillRetention(html, { leadsMonths: 18, pendingDays: 30, mailDays: 90, proofMonths: 36 })).toBe(
      '<li>Leads: 18 months; sign-ups: 30 days; mail: 90; proofs: 36; {{retention_other}}</li>',
    );
  });
});
