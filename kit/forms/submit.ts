// Sending a form to the site server (never to Directus) and reading its answer: zod-free, the
// widget already validated with the schema and the server does it again.
import type { FieldErrors } from '#schemas/forms';
import { FORM_FIELDS } from '#schemas/form-values';
import { pageTicket, renewTicket } from './ticket';
import { currentAttribution, trackEvent } from '../analytics';

export type FormProblem =
  | 'form.slotTaken'
  | 'form.unavailable'
  | 'form.rateLimited'
  | 'form.invalid'
  | 'form.slot.required'
  | 'form.tooFast'
  | 'form.expired'
  | 'form.alreadyBooked'
  | 'form.bookingLimit';

/** `reference`: the stored lead's id, the conversion's transaction_id; `variant`: the A/B test version its visitor saw (`12-B`). */
export type SubmitResult =
  | { ok: true; status: string; reference: string | null; variant: string | null }
  | { ok: false; problem: FormProblem; fieldErrors?: FieldErrors; slots?: string[] };

const PROBLEMS: readonly FormProblem[] = [
  'form.slotTaken',
  'form.unavailable',
  'form.rateLimited',
  'form.invalid',
  'form.tooFast',
  'form.expired',
  'form.alreadyBooked',
  'form.bookingLimit',
];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The longest the island waits for a page's ticket to reach the fill time before it sends (the server's minimum, 3 s by default). */
const MAX_TICKET_WAIT_MS = 10_000;

/** Where a form posts: its real action, so that a form sent before its island hydrates never goes out as a GET. */
export function formAction(kind: string): string {
  return `/api/forms/${kind}`;
}

async function send(kind: string, values: Record<string, unknown>, locale: 'en' | 'fr'): Promise<{ res: Response; record: object } | null> {
  let res: Response;
  try {
    res = await fetch(formAction(kind), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // The visit's campaign travels with every submission (kit/analytics.ts), and the page's ticket.
      body: JSON.stringify({
        ...values,
        locale,
        source: window.location.pathname,
        attribution: currentAttribution(),
        [FORM_FIELDS.ticket]: pageTicket(),
      }),
    });
  } catch {
    return null;
  }
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    // An answer that is not JSON (a proxy's error page): treated as unavailable below.
  }
  return { res, record: typeof body === 'object' && body !== null ? body : {} };
}

export async function postForm(kind: string, values: Record<string, unknown>, intlLocale: string): Promise<SubmitResult> {
  const locale = intlLocale.startsWith('fr') ? 'fr' : 'en';
  let sent = await send(kind, values, locale);
  // Sent sooner than the server's fill time after the page came (a quick visitor, autofill): the
  // server says how long is left; wait that long and send once more, as the visitor would have.
  if (sent && sent.res.status === 400 && 'error' in sent.record && sent.record.error === 'form.tooFast' && 'waitMs' in sent.record) {
    const waitMs = Number(sent.record.waitMs);
    if (Number.isFinite(waitMs) && waitMs > 0 && waitMs <= MAX_TICKET_WAIT_MS) {
      await wait(waitMs + 50);
      sent = await send(kind, values, locale);
    }
  }
  if (!sent) return { ok: false, problem: 'form.unavailable' };
  const { res, record } = sent;
  // The page was open longer than its ticket lives: keep the new one for the next send; the visitor
  // is asked to send again (their values stay in the form).
  if (res.status === 400 && 'ticket' in record && typeof record.ticket === 'string') renewTicket(record.ticket);
  if (res.ok) {
    const reference = 'reference' in record && typeof record.reference === 'string' ? record.reference : null;
    const variant = 'variant' in record && typeof record.variant === 'string' ? record.variant : null;
    // A stored submission has a reference; an answer without one (a bot caught by the honeypot) counts for nothing.
    if (reference) trackEvent('form_submit', { form_name: kind, ...(variant ? { exp_variant_string: variant } : {}) });
    return { ok: true, status: 'status' in record ? String(record.status) : 'received', reference, variant };
  }
  if (res.status === 400 && 'errors' in record && typeof record.errors === 'object' && record.errors !== null) {
    const errors: FieldErrors = {};
    for (const [field, value] of Object.entries(record.errors as Record<string, unknown>)) {
      if (typeof value === 'object' && value !== null && 'message' in value && typeof value.message === 'string') {
        const values =
          'values' in value && typeof value.values === 'object' && value.values !== null
            ? Object.fromEntries(Object.entries(value.values as Record<string, unknown>).map(([k, v]) => [k, String(v)]))
            : undefined;
        errors[field] = { message: value.message, ...(values ? { values } : {}) };
      }
    }
    return { ok: false, problem: 'form.invalid', fieldErrors: errors };
  }
  const error = 'error' in record ? String(record.error) : '';
  const problem = PROBLEMS.find((p) => p === error) ?? 'form.unavailable';
  const slots = 'slots' in record && Array.isArray(record.slots) ? record.slots.filter((s): s is string => typeof s === 'string') : undefined;
  return { ok: false, problem, ...(slots ? { slots } : {}) };
}
