// How long personal information is kept (decision 0019): periods per kind, set in the site settings
// (one row per language; the shorter value applies, so neither policy page promises less than is
// done), with these defaults. The retention job and the privacy policy both read them from here.
import { z } from 'zod';

export const RETENTION_DEFAULTS = {
  /** Demo requests, waitlist sign-ups and report requests, after their last change. */
  leadsMonths: 24,
  /** Newsletter sign-ups never confirmed (double opt-in), after they were made. */
  pendingDays: 30,
  /** Sent and given-up e-mails of the outbox. */
  mailDays: 90,
  /** Consent proofs (CASL) after a subscription ends, and the log of data requests. */
  proofMonths: 36,
} as const;

export type Retention = { [K in keyof typeof RETENTION_DEFAULTS]: number };

/** A period as marketers type it: a whole number from 1 to 120 (months) or 3,650 (days); anything else is the default. */
const period = (max: number) => z.number().int().min(1).max(max).nullish().catch(null);

export const retentionFieldsSchema = z.object({
  retention_leads_months: period(120),
  retention_pending_days: period(3650),
  retention_mail_days: period(3650),
  retention_proof_months: period(120),
});
export type RetentionFields = z.output<typeof retentionFieldsSchema>;

/** The periods that apply: per kind, the shorter of the rows' values, or the default when none is set. */
export function effectiveRetention(rows: readonly (RetentionFields | null)[]): Retention {
  const pick = (field: keyof RetentionFields, fallback: number): number => {
    const set = rows.flatMap((r) => (r && r[field] != null ? [r[field]] : []));
    return set.length ? Math.min(...set) : fallback;
  };
  return {
    leadsMonths: pick('retention_leads_months', RETENTION_DEFAULTS.leadsMonths),
    pendingDays: pick('retention_pending_days', RETENTION_DEFAULTS.pendingDays),
    mailDays: pick('retention_mail_days', RETENTION_DEFAULTS.mailDays),
    proofMonths: pick('retention_proof_months', RETENTION_DEFAULTS.proofMonths),
  };
}

const DAY = 86_400_000;

/** `months` calendar months before `now` (UTC), as a time. */
export function monthsBefore(now: number, months: number): number {
  const d = new Date(now);
  const day = d.getUTCDate();
  // The same day of the month, or the month's last when it is shorter (March 31 minus a month is February 28/29).
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.getTime();
}

/** The cut-off times: a row of a kind whose reference time is before its cut-off is past its period. */
export function retentionCutoffs(r: Retention, now: number) {
  return {
    leads: monthsBefore(now, r.leadsMonths),
    pending: now - r.pendingDays * DAY,
    mail: now - r.mailDays * DAY,
    proof: monthsBefore(now, r.proofMonths),
  };
}

/** The settings' field names as marketers write them in rich text (the privacy policy): `{{retention_leads_months}}`. */
const TOKENS: Record<string, keyof Retention> = {
  retention_leads_months: 'leadsMonths',
  retention_pending_days: 'pendingDays',
  retention_mail_days: 'mailDays',
  retention_proof_months: 'proofMonths',
};

/** Rich text with the retention periods written in, so the privacy policy states the periods that apply. */
export function fillRetention(html: string, r: Retention): string {
  return html.replace(/\{\{\s*(retention_[a-z_]+)\s*\}\}/g, (token: string, name: string) => {
    const key = TOKENS[name];
    return key ? String(r[key]) : token;
  });
}
