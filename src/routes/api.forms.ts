// POST /api/forms/:kind (demo, newsletter, waitlist, report): the only way submissions reach
// Directus. Each is re-validated with the form's zod schema, checked against a honeypot field and a
// per-address rate limit, and stored in one write. Answers are JSON the widgets turn into localized
// messages: 201 stored, 400 field errors, 409 the chosen time was just taken (with fresh times),
// 429 too many attempts, 503 Directus unreachable (nothing stored).
import { randomUUID } from 'node:crypto';
import { data } from 'react-router';
import { z } from 'zod';
import { readConsent } from '../../schemas/consent';
import { LOCALES } from '../../schemas/locale';
import { demoBookingSchema, demoRequestSchema, fieldErrors, FORM_KINDS, newsletterSchema, reportSchema, waitlistSchema, type FormKind } from '../../schemas/forms';
import { serverConfig } from '../config.server';
import { availableSlots, dayIn, isOfferedSlot } from '../forms/availability';
import { RateLimiter } from '../forms/rate-limit.server';
import { createItem, readAvailability } from '../forms/store.server';
import { attributionRow } from '../forms/attribution.server';
import { settingsAndOther } from '../cms/content.server';
import { consentVersion } from '../site/chrome';
import type { Route } from './+types/api.forms';

let limiter: RateLimiter | undefined;
const rateLimiter = () => (limiter ??= new RateLimiter(serverConfig().formRateMax, serverConfig().formRateWindowMs));

const Envelope = z.object({
  locale: z.enum(LOCALES).catch('en'),
  source: z.string().max(200).catch(''),
  // The honeypot: a field people never see or fill in.
  website: z.string().optional().catch(undefined),
  // The visit's campaign (schemas/attribution.ts), checked field by field in attributionRow.
  attribution: z.unknown().optional(),
});

/**
 * Google's click ids are kept only from a visitor whose consent cookie, for the current policy,
 * allows advertising, and whose browser does not send Global Privacy Control: the server checks
 * what the browser already respects.
 */
async function advertisingAllowed(request: Request, locale: (typeof LOCALES)[number]): Promise<boolean> {
  if (request.headers.get('sec-gpc') === '1') return false;
  const [settings, other] = await settingsAndOther(locale);
  return readConsent(request.headers.get('cookie'), consentVersion(settings, other), Date.now())?.advertising === true;
}

const NO_STORE = { 'Cache-Control': 'no-store' };
const reply = (status: number, body: Record<string, unknown>, headers: HeadersInit = {}) => data(body, { status, headers: { ...NO_STORE, ...headers } });
const unavailable = () => reply(503, { error: 'form.unavailable' }, { 'Retry-After': '30' });

export async function action({ request, params }: Route.ActionArgs) {
  const kind = FORM_KINDS.find((k) => k === params.kind);
  if (!kind || request.method !== 'POST') return reply(404, { error: 'form.unknown' });
  let body: Record<string, unknown>;
  try {
    body = z.record(z.string(), z.unknown()).parse(await request.json());
  } catch {
    return reply(400, { error: 'form.invalid' });
  }
  const envelope = Envelope.parse(body);
  const ip = request.headers.get('x-site-client-ip') ?? 'unknown';
  if (!rateLimiter().allow(`${kind}:${ip}`)) return reply(429, { error: 'form.rateLimited' }, { 'Retry-After': String(Math.ceil(rateLimiter().windowMs / 1000)) });
  if (envelope.website) {
    // A bot filled the honeypot: answer as if stored, store nothing.
    console.warn(`[forms] honeypot filled on ${kind} from ${ip}; nothing stored`);
    return reply(201, { status: kind === 'demo' ? (body['slot'] ? 'booked' : 'requested') : 'received' });
  }
  // Every stored lead gets a reference: the conversion's transaction id in the browser, so a lead
  // counts once however often its page reloads.
  const lead = { reference: randomUUID(), ...attributionRow(envelope.attribution, await advertisingAllowed(request, envelope.locale)) };
  return handlers[kind](body, { ...envelope, lead });
}

type Lead = { reference: string } & Record<string, string | null>;
type Handler = (body: Record<string, unknown>, envelope: z.output<typeof Envelope> & { lead: Lead }) => Promise<ReturnType<typeof reply>>;

const handlers: Record<FormKind, Handler> = {
  async demo(body, { locale, source, lead }) {
    const parsed = demoRequestSchema.safeParse(body);
    if (!parsed.success) return reply(400, { errors: fieldErrors(parsed.error) });
    const request = { ...parsed.data, locale, source, status: 'new', ...lead };
    if (body['slot'] === undefined || body['slot'] === null || body['slot'] === '') {
      const stored = await createItem('demo_requests', request);
      return stored.ok ? reply(201, { status: 'requested', reference: lead.reference }) : unavailable();
    }
    const booking = demoBookingSchema.safeParse(body);
    if (!booking.success) return reply(400, { errors: fieldErrors(booking.error) });
    const now = Date.now();
    const availability = await readAvailability(new Date(now));
    if (!availability) return unavailable();
    const { config } = availability;
    const starts = new Date(booking.data.slot).toISOString();
    const day = dayIn(Date.parse(starts), config.timeZone);
    // Times known taken at the first read are answered from it; after a lost race, read again.
    if (!isOfferedSlot(config, starts, now) || availability.booked.includes(starts)) {
      return reply(409, { error: 'form.slotTaken', slots: availableSlots(config, day, availability.booked, now) });
    }
    const fresh = async () => {
      const latest = await readAvailability(new Date(now));
      return latest ? availableSlots(latest.config, day, latest.booked, Date.now()) : [];
    };
    const stored = await createItem('demo_requests', {
      ...request,
      bookings: [{ starts_at: starts, ends_at: new Date(Date.parse(starts) + config.slotMinutes * 60_000).toISOString(), visitor_time_zone: booking.data.timeZone }],
    });
    if (!stored.ok && stored.reason === 'conflict') return reply(409, { error: 'form.slotTaken', slots: await fresh() });
    if (!stored.ok) return unavailable();
    return reply(201, { status: 'booked', slot: starts, reference: lead.reference });
  },

  async newsletter(body, { locale, lead }) {
    const parsed = newsletterSchema.safeParse(body);
    if (!parsed.success) return reply(400, { errors: fieldErrors(parsed.error) });
    const email = parsed.data.email.toLowerCase();
    const stored = await createItem('form_submissions', { type: 'newsletter', email, locale, payload: { consent: true }, dedupe_key: `newsletter:${email}`, ...lead });
    // A known address gets the same answer as a new one (a reference too, though none was stored): the
    // form does not reveal who subscribed.
    return stored.ok || stored.reason === 'conflict' ? reply(201, { status: 'received', reference: lead.reference }) : unavailable();
  },

  async waitlist(body, { locale, lead }) {
    const parsed = waitlistSchema.safeParse(body);
    if (!parsed.success) return reply(400, { errors: fieldErrors(parsed.error) });
    const email = parsed.data.email.toLowerCase();
    const stored = await createItem('form_submissions', {
      type: 'waitlist',
      email,
      locale,
      payload: { role: parsed.data.role, company: parsed.data.company },
      dedupe_key: `waitlist:${email}`,
      ...lead,
    });
    return stored.ok || stored.reason === 'conflict' ? reply(201, { status: 'received', reference: lead.reference }) : unavailable();
  },

  async report(body, { locale, lead }) {
    const parsed = reportSchema.safeParse(body);
    if (!parsed.success) return reply(400, { errors: fieldErrors(parsed.error) });
    const { email, ...payload } = parsed.data;
    const stored = await createItem('form_submissions', { type: 'report', email: email.toLowerCase(), locale, payload, ...lead });
    return stored.ok ? reply(201, { status: 'received', reference: lead.reference }) : unavailable();
  },
};

/** Anything but POST: this address only takes submissions. */
export function loader() {
  return reply(405, { error: 'form.unknown' }, { Allow: 'POST' });
}
