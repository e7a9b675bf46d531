// What a submission does, whichever way it arrived (the islands' JSON to /api/forms/:kind, or a
// plain HTML form posted to its page): validate with the form's zod schema, store in one Directus
// write together with the e-mails it causes (so a lead and its mails are stored both or neither),
// and answer with an outcome each caller turns into JSON or a page.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { ATTRIBUTION_FIELDS } from '#schemas/attribution';
import { sameSitePath } from '#schemas/paths';
import { messages } from '#kit/i18n/messages';
import { CONSENT_COOKIE, consentOf, consentVersion } from '#schemas/consent';
import { variantLabel, type VariantKey } from '#schemas/experiment';
import type { Locale } from '#schemas/locale';
import {
  demoBookingSchema,
  demoRequestSchema,
  fieldErrors,
  newsletterSchema,
  reportSchema,
  waitlistSchema,
  type DemoRequest,
  type FieldErrors,
  type FormKind,
} from '#schemas/forms';
import { readSession } from '../auth/session.server';
import { settingsAndOther } from '../cms/content.server';
import { serverConfig } from '../config.server';
import { kickOutbox, outboxRow } from '../mail/outbox.server';
import { salesTeam, senderFor } from '../mail/sender.server';
import { bookingConfirmation, newsletterConfirmation, salesNotification, type LeadSummary } from '../mail/templates.server';
import { attributionRow } from './attribution.server';
import { leadVariant } from '../experiments/lead.server';
import { landingSeen } from './landing.server';
import { availableSlots, dayIn, isOfferedSlot } from './availability';
import { leadUrl } from './lead-links';
import { createItem, findOne, updateItem } from '../cms/write.server';
import { cookieValue } from '../shared/cookies.server';
import { readAvailability } from './availability.server';
import { newToken, unsubscribeToken } from './tokens.server';
import { claimMail } from './mail-cap.server';
import { namedLimit, visitorKey } from './request.server';

export type Outcome =
  | { ok: true; status: 'booked' | 'requested' | 'received'; reference: string | null; slot?: string; variant?: string }
  | { ok: false; problem: 'invalid'; errors: FieldErrors }
  | { ok: false; problem: 'slotTaken'; slots: string[] }
  | { ok: false; problem: 'alreadyBooked' }
  | { ok: false; problem: 'bookingLimit'; retryAfterSeconds: number }
  | { ok: false; problem: 'rateLimited'; retryAfterSeconds: number }
  | { ok: false; problem: 'unavailable' };

/** What travels with every form: its language, its page, the honeypot, the visit's campaign. */
export const Envelope = z.object({
  locale: z.enum(['en', 'fr']).catch('en'),
  // The page it was sent from: a path of this site, nothing else (it is shown to sales as a link), made
  // one as a redirect's is (sameSitePath: `/\t/evil.example` would otherwise read as `//evil.example`).
  source: z.string().max(200).regex(/^\//).transform(sameSitePath).catch(''),
  // The honeypot: a field people never see or fill in.
  website: z.string().optional().catch(undefined),
  // The visit's campaign (schemas/attribution.ts), checked field by field in attributionRow.
  attribution: z.unknown().optional(),
});
export type EnvelopeData = z.output<typeof Envelope>;

/**
 * Google's click ids are kept only from a visitor whose consent cookie, for the current policy,
 * allows advertising, and whose browser does not send Global Privacy Control: the server checks
 * what the browser already respects.
 */
async function advertisingAllowed(headers: Headers, locale: Locale): Promise<boolean> {
  if (headers.get('sec-gpc') === '1') return false;
  const [settings, other] = await settingsAndOther(locale);
  return consentOf(cookieValue(headers.get('cookie'), CONSENT_COOKIE), consentVersion(settings, other), Date.now())?.advertising === true;
}

const HOUR = 3_600_000;
const unavailable: Outcome = { ok: false, problem: 'unavailable' };
const invalid = (error: z.core.$ZodError): Outcome => ({ ok: false, problem: 'invalid', errors: fieldErrors(error) });

/** Validates and stores one submission. The caller has applied the rate limit. */
export async function submitForm(kind: FormKind, body: Record<string, unknown>, headers: Headers): Promise<Outcome> {
  const envelope = Envelope.parse(body);
  if (envelope.website) {
    // A bot filled the honeypot: answer as if stored, store nothing.
    console.warn(`[forms] honeypot filled on ${kind}; nothing stored`);
    return { ok: true, status: kind === 'demo' ? (body['slot'] ? 'booked' : 'requested') : 'received', reference: null };
  }
  // Every stored lead gets a reference: the conversion's transaction id in the browser, so a lead
  // counts once however often its page reloads. A signed-in visitor's is recorded with their account.
  // The A/B test version the visitor saw, if any (decision 0018), goes with the lead and back to the
  // island for the lead's GA4 event.
  const [allowed, session, tested] = await Promise.all([
    advertisingAllowed(headers, envelope.locale),
    readSession({ headers }),
    leadVariant(headers.get('cookie')),
  ]);
  const attribution = attributionRow(envelope.attribution, allowed);
  const lead: Lead = {
    reference: randomUUID(),
    account_uid: session.user?.uid ?? null,
    ...attribution,
    // The keyword match and the campaign blocks its landing page showed it (issue 43), checked.
    ...(await landingSeen(attribution.landing_path ?? null, attribution, tested?.variant ?? null)),
    experiment: tested?.experiment ?? null,
    variant: tested?.variant ?? null,
  };
  const outcome = await handlers[kind](body, envelope, lead, visitorKey(headers));
  return outcome.ok && tested && outcome.reference ? { ...outcome, variant: variantLabel(tested.experiment, tested.variant) } : outcome;
}

type Lead = { reference: string; account_uid: string | null; experiment: number | null; variant: VariantKey | null } & Record<string, string | number | null>;
/** `visitor`: the client's IPv4 address or IPv6 /64 (schemas/client-key.ts), for the limits on bookings. */
type Handler = (body: Record<string, unknown>, envelope: EnvelopeData, lead: Lead, visitor: string) => Promise<Outcome>;

/**
 * One visitor cannot take every free demo time: each address has at most one upcoming booking (its
 * confirmation's link moves or cancels it), and each visitor (IPv4 address or IPv6 /64) books at most
 * BOOKINGS_PER_VISITOR_DAY a day (a few, so that colleagues behind one office address can each book).
 * A person books one demo; a script booking every time of the week hits one of the two at once.
 */
export const BOOKINGS_PER_VISITOR_DAY = 3;

const Upcoming = z.object({ id: z.number() });

/** Whether the address has a booked demo still to come; undefined when Directus cannot say. */
async function hasUpcomingBooking(email: string, now: number): Promise<boolean | undefined> {
  const filter = { _and: [{ email: { _eq: email } }, { starts_at: { _gte: new Date(now).toISOString() } }] };
  const found = await findOne('demo_requests', { filter, fields: ['id'] }, Upcoming);
  return found === undefined ? undefined : found !== null;
}

function leadSummary(
  request: DemoRequest,
  envelope: EnvelopeData,
  lead: Lead,
  firmTimeZone: string,
  start: Date | null,
  visitorTimeZone: string | null,
): LeadSummary {
  const campaign = Object.fromEntries(ATTRIBUTION_FIELDS.map((f) => [f, lead[f] ?? null]));
  return { reference: lead.reference, ...request, locale: envelope.locale, source: envelope.source, start, visitorTimeZone, firmTimeZone, campaign };
}

/** The sales team's notification as an outbox row (none when no address is set anywhere). */
async function salesRow(summary: LeadSummary) {
  const team = await salesTeam(summary.locale);
  if (!team) {
    console.warn('[mail] no sales or contact address in the site settings: nobody is told of the new lead');
    return [];
  }
  return [outboxRow('sales_notification', salesNotification(team.sender, team.to, summary), summary.reference)];
}

const SCHEMAS = { demo: demoRequestSchema, newsletter: newsletterSchema, waitlist: waitlistSchema, report: reportSchema } as const;

/** The field errors a submission would get, checking nothing else (no store, no rate limit); null when valid. */
export function formErrors(kind: FormKind, body: Record<string, unknown>): FieldErrors | null {
  const parsed = SCHEMAS[kind].safeParse(body);
  return parsed.success ? null : fieldErrors(parsed.error);
}

const handlers: Record<FormKind, Handler> = {
  async demo(body, envelope, lead, visitor) {
    const parsed = demoRequestSchema.safeParse(body);
    if (!parsed.success) return invalid(parsed.error);
    const request = { ...parsed.data, email: parsed.data.email.toLowerCase(), locale: envelope.locale, source: envelope.source, status: 'new', ...lead };
    if (body['slot'] === undefined || body['slot'] === null || body['slot'] === '') {
      const availability = await readAvailability(new Date());
      const mails = await salesRow(leadSummary(parsed.data, envelope, lead, availability?.config.timeZone ?? 'America/Toronto', null, null));
      const stored = await createItem('demo_requests', { ...request, mails });
      if (!stored.ok) return unavailable;
      kickOutbox();
      return { ok: true, status: 'requested', reference: lead.reference };
    }
    const booking = demoBookingSchema.safeParse(body);
    if (!booking.success) return invalid(booking.error);
    const now = Date.now();
    const availability = await readAvailability(new Date(now));
    if (!availability) return unavailable;
    const { config } = availability;
    const start = new Date(booking.data.slot);
    const starts = start.toISOString();
    const day = dayIn(start.getTime(), config.timeZone);
    // Times known taken at the first read are answered from it; after a lost race, read again.
    if (!isOfferedSlot(config, starts, now) || availability.booked.includes(starts)) {
      return { ok: false, problem: 'slotTaken', slots: availableSlots(config, day, availability.booked, now) };
    }
    // The answer names no time, no name: it says only what the visitor would find in their own inbox.
    // (It does tell whoever types an address that it has a demo booked; the rate limit bounds such
    // probing, and a clear answer is what the real visitor, who forgot, needs.)
    const upcoming = await hasUpcomingBooking(request.email, now);
    if (upcoming === undefined) return unavailable;
    if (upcoming) return { ok: false, problem: 'alreadyBooked' };
    const daily = namedLimit('booking-day', BOOKINGS_PER_VISITOR_DAY, 24 * HOUR);
    const booked = await daily.consume(visitor);
    if (!booked.allowed) return { ok: false, problem: 'bookingLimit', retryAfterSeconds: booked.retryAfterSeconds };
    // The confirmation goes to the address typed: it counts against that address's cap (mail-cap.server.ts).
    // Over it, the booking is refused as "too many attempts" and nothing is stored: the same answer as
    // the visitor's own rate limit, so it tells an attacker nothing about the address, and a real
    // visitor is never told "booked" without the e-mail the page promises.
    const mail = await claimMail(request.email);
    if (!mail.allowed) {
      await daily.refund(visitor);
      return { ok: false, problem: 'rateLimited', retryAfterSeconds: mail.retryAfterSeconds };
    }
    const giveBack = async () => {
      await Promise.all([daily.refund(visitor), mail.release()]);
    };
    const end = new Date(start.getTime() + config.slotMinutes * 60_000);
    const manage = newToken();
    const sender = await senderFor(envelope.locale);
    const confirmation = bookingConfirmation(sender, {
      reference: lead.reference,
      sequence: 0,
      start,
      end,
      visitor: { name: parsed.data.name, email: parsed.data.email, timeZone: booking.data.timeZone },
      firmTimeZone: config.timeZone,
      meetingUrl: availability.meetingUrl,
      manageUrl: leadUrl(serverConfig().siteUrl, 'manage', envelope.locale, manage.token),
      accountUrl: leadUrl(serverConfig().siteUrl, 'account', envelope.locale),
    });
    const mails = [
      outboxRow('booking_confirmation', confirmation, lead.reference),
      ...(await salesRow(leadSummary(parsed.data, envelope, lead, config.timeZone, start, booking.data.timeZone))),
    ];
    const stored = await createItem('demo_requests', {
      ...request,
      starts_at: starts,
      ends_at: end.toISOString(),
      visitor_time_zone: booking.data.timeZone,
      booking_sequence: 0,
      manage_token_hash: manage.hash,
      // The link works until the meeting is over.
      manage_expires_at: end.toISOString(),
      mails,
    });
    if (!stored.ok) await giveBack();
    if (!stored.ok && stored.reason === 'conflict') {
      const latest = await readAvailability(new Date(now));
      return { ok: false, problem: 'slotTaken', slots: latest ? availableSlots(latest.config, day, latest.booked, Date.now()) : [] };
    }
    if (!stored.ok) return unavailable;
    kickOutbox();
    return { ok: true, status: 'booked', slot: starts, reference: lead.reference };
  },

  async newsletter(body, envelope, lead) {
    const parsed = newsletterSchema.safeParse(body);
    if (!parsed.success) return invalid(parsed.error);
    const stored = await subscribe(parsed.data.email.toLowerCase(), envelope, lead);
    // A known address gets the same answer as a new one (a reference too, though none was stored): the
    // form does not reveal who subscribed.
    return stored ? { ok: true, status: 'received', reference: lead.reference } : unavailable;
  },

  async waitlist(body, envelope, lead) {
    const parsed = waitlistSchema.safeParse(body);
    if (!parsed.success) return invalid(parsed.error);
    const email = parsed.data.email.toLowerCase();
    const stored = await createItem('form_submissions', {
      type: 'waitlist',
      email,
      locale: envelope.locale,
      payload: { role: parsed.data.role, company: parsed.data.company },
      dedupe_key: `waitlist:${email}`,
      ...lead,
    });
    return stored.ok || stored.reason === 'conflict' ? { ok: true, status: 'received', reference: lead.reference } : unavailable;
  },

  async report(body, envelope, lead) {
    const parsed = reportSchema.safeParse(body);
    if (!parsed.success) return invalid(parsed.error);
    const { email, ...payload } = parsed.data;
    const stored = await createItem('form_submissions', { type: 'report', email: email.toLowerCase(), locale: envelope.locale, payload, ...lead });
    return stored.ok ? { ok: true, status: 'received', reference: lead.reference } : unavailable;
  },
};

const Subscriber = z.object({
  id: z.number(),
  subscription_status: z.string().nullable(),
  last_mailed_at: z.string().nullable(),
});

/** How soon a second sign-up of one address may send a second confirmation request. */
const RESEND_AFTER_MS = 60_000;

/**
 * Double opt-in (CASL): the address is stored pending with a confirmation link valid 48 hours, and
 * only the link confirms it. Signing up again resends the link (at most once a minute), re-opens an
 * unsubscribed address, and leaves a confirmed one as it is. False when Directus cannot be reached.
 */
async function subscribe(email: string, envelope: EnvelopeData, lead: Lead): Promise<boolean> {
  const now = Date.now();
  // Every sign-up that would mail the address counts against its cap (mail-cap.server.ts). Over it,
  // nothing is stored or sent and the form answers as it always does ("check your inbox"): the
  // same words for a new, a known, a confirmed or a capped address, so an attacker learns nothing.
  const mail = await claimMail(email);
  if (!mail.allowed) return true;
  const confirm = newToken();
  const unsubscribe = unsubscribeToken(email);
  const { siteUrl } = serverConfig();
  const message = newsletterConfirmation(await senderFor(envelope.locale), {
    email,
    confirmUrl: leadUrl(siteUrl, 'confirm', envelope.locale, confirm.token),
    unsubscribeUrl: leadUrl(siteUrl, 'unsubscribe', envelope.locale, unsubscribe.token),
  });
  const pending = {
    locale: envelope.locale,
    subscription_status: 'pending',
    confirm_token_hash: confirm.hash,
    confirm_expires_at: new Date(now + 48 * HOUR).toISOString(),
    unsubscribe_token_hash: unsubscribe.hash,
    last_mailed_at: new Date(now).toISOString(),
  };
  const created = await createItem('form_submissions', {
    type: 'newsletter',
    email,
    // The words the visitor agreed to: the consent proof kept after the address is erased (decision 0019).
    payload: { consent: true, consent_text: messages[envelope.locale]['form.newsletterConsent.label'] },
    dedupe_key: `newsletter:${email}`,
    ...lead,
    ...pending,
    mails: [outboxRow('newsletter_confirmation', message, lead.reference, now)],
  });
  if (created.ok) {
    kickOutbox();
    return true;
  }
  // From here on, only a resend mails the address: anything else gives its count back.
  if (created.reason !== 'conflict') {
    await mail.release();
    return false;
  }
  const known = await findOne(
    'form_submissions',
    { filter: { dedupe_key: { _eq: `newsletter:${email}` } }, fields: ['id', 'subscription_status', 'last_mailed_at'] },
    Subscriber,
  );
  const mailed = known && known.subscription_status !== 'confirmed' && !(known.last_mailed_at && now - Date.parse(known.last_mailed_at) < RESEND_AFTER_MS);
  if (!known || !mailed) await mail.release();
  if (known === undefined) return false;
  if (known === null || !mailed) return true;
  // An earlier unsubscription stays on record (unsubscribed_at) until the address is confirmed again.
  const updated = await updateItem('form_submissions', known.id, {
    ...pending,
    mails: { create: [outboxRow('newsletter_confirmation', message, lead.reference, now)], update: [], delete: [] },
  });
  if (updated.ok) kickOutbox();
  else await mail.release();
  return updated.ok;
}
