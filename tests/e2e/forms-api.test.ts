// The forms' server path against the real Directus: what is stored and what is refused, the
// honeypot, the rate limit, Directus being down, and the booking race (50 visitors, one time).
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { admin, stack } from '../support/admin';
import { siteWithoutDirectus } from '../support/site-without-directus';
import { ipSequence } from '../support/demo-times';
import { serializeConsent } from '#schemas/consent';
import { SEED_CONSENT_VERSION } from '../../directus/seed/content';
import { submitForm, withTicket } from '../support/form-ticket';

const tag = Date.now().toString(36);
/** A new visitor address each call (the site trusts X-Forwarded-For from loopback in tests). */
const newIp = ipSequence(10);

/** A submission, and how long its answer took (printed by the booking race, not asserted). */
async function submit(kind: string, body: Record<string, unknown>, ip = newIp(), site = stack().siteUrl) {
  const started = performance.now();
  const answer = await submitForm(kind, body, { ip, site });
  return { ...answer, ms: performance.now() - started };
}

const demo = (over: Record<string, unknown> = {}) => ({
  name: 'Élise Tremblay',
  company: `Thermo ${tag}`,
  email: `elise-${tag}@example.ca`,
  role: 'energy_advisor',
  consent: true,
  locale: 'fr',
  source: '/fr/demo',
  ...over,
});

const Slots = z.object({ day: z.string(), timeZone: z.string(), slots: z.array(z.string()), firstDay: z.string(), lastDay: z.string() });
async function availability(day: string) {
  const res = await fetch(`${stack().siteUrl}/api/demo/availability?day=${day}`);
  return { status: res.status, body: res.ok ? Slots.parse(await res.json()) : null };
}

/** The first day from `offset` days ahead that has free times. */
async function bookableDay(offset: number): Promise<{ day: string; slots: string[] }> {
  for (let i = offset; i < offset + 14; i++) {
    const day = new Date(Date.now() + i * 86_400_000).toISOString().slice(0, 10);
    const { body } = await availability(day);
    if (body && body.slots.length > 1) return { day, slots: body.slots };
  }
  throw new Error('no bookable day in two weeks');
}

describe('access', () => {
  it('refuses anonymous reads and writes of submissions in Directus itself', async () => {
    const { directusUrl } = stack();
    for (const collection of ['demo_requests', 'form_submissions', 'demo_availability', 'mail_outbox']) {
      const read = await fetch(`${directusUrl}/items/${collection}`);
      expect(read.status, `read ${collection}`).toBe(403);
      const write = await fetch(`${directusUrl}/items/${collection}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"email":"x@y.z"}',
      });
      // 403, or 404 for the availability singleton, which has no create at all.
      expect([403, 404], `create ${collection}`).toContain(write.status);
    }
  });
});

describe('demo availability', () => {
  it('lists free times of a weekday and none on a weekend, in the firm’s zone', async () => {
    const { day, slots } = await bookableDay(1);
    expect(slots.every((s) => s.startsWith(day) || s.startsWith(new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)))).toBe(true);
    let saturday = new Date(Date.now() + 86_400_000);
    while (saturday.getUTCDay() !== 6) saturday = new Date(saturday.getTime() + 86_400_000);
    const weekend = await availability(saturday.toISOString().slice(0, 10));
    expect(weekend.body?.slots).toEqual([]);
    expect(weekend.body?.timeZone).toBe('Canada/Eastern');
    expect((await availability('tomorrow')).status).toBe(400);
  });

  it('without a day, answers the first day that has free times, and lists the days that have some (no weekend)', async () => {
    const res = await fetch(`${stack().siteUrl}/api/demo/availability`);
    const body = z.object({ day: z.string(), openDays: z.array(z.string()), slots: z.array(z.string()) }).parse(await res.json());
    expect(body.openDays[0]).toBe(body.day);
    expect(body.slots.length).toBeGreaterThan(0);
    expect(body.openDays.length).toBeGreaterThan(5);
    expect(body.openDays.every((d) => ![0, 6].includes(new Date(`${d}T12:00:00Z`).getUTCDay()))).toBe(true);
  });
});

describe('demo requests', () => {
  it('stores a valid request for sales, and answers field errors as message ids', async () => {
    const ok = await submit('demo', demo({ email: `request-${tag}@example.ca`, role: 'other', industry: 'Municipal government' }));
    expect(ok).toMatchObject({ status: 201, body: { status: 'requested' } });
    const rest = await admin();
    const rows = z
      .array(z.object({ status: z.string(), role: z.string(), industry: z.string().nullable(), locale: z.string(), consent: z.boolean() }))
      .parse(await rest.get(`/items/demo_requests?filter[email][_eq]=${encodeURIComponent(`request-${tag}@example.ca`)}`));
    expect(rows).toEqual(
      [{ status: 'new', role: 'other', industry: 'Municipal government', locale: 'fr', consent: true, ...{} }].map((r): unknown => expect.objectContaining(r)),
    );

    const bad = await submit('demo', demo({ name: '', email: 'nope', consent: false, role: 'other' }));
    expect(bad.status).toBe(400);
    expect(bad.body['errors']).toEqual({
      name: { message: 'form.name.required' },
      email: { message: 'form.email.invalid' },
      consent: { message: 'form.consent.required' },
      industry: { message: 'form.industry.required' },
    });
  });

  it('stores nothing when the honeypot is filled, yet answers as if it had', async () => {
    const email = `bot-${tag}@example.ca`;
    expect(await submit('demo', demo({ email, website: 'https://spam.example' }))).toMatchObject({ status: 201 });
    const rows = z.array(z.unknown()).parse(await (await admin()).get(`/items/demo_requests?filter[email][_eq]=${encodeURIComponent(email)}`));
    expect(rows).toEqual([]);
  });

  it('limits each visitor address to 5 submissions per form in 10 minutes', async () => {
    const ip = newIp();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await submit('newsletter', { email: `limit-${i}-${tag}@example.ca`, consent: true }, ip)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    // Another address is not held back.
    expect((await submit('newsletter', { email: `other-${tag}@example.ca`, consent: true })).status).toBe(201);
  });
});

describe('booking race', () => {
  it('gives one time to exactly one of 50 visitors booking it at once; the others get fresh times', async () => {
    const { slots } = await bookableDay(3);
    const slot = slots[0] ?? '';
    const attempts = await Promise.all(
      Array.from({ length: 50 }, (_, i) => submit('demo', demo({ email: `race-${i}-${tag}@example.ca`, slot, timeZone: 'America/Vancouver' }))),
    );
    const wins = attempts.filter((a) => a.status === 201);
    const losses = attempts.filter((a) => a.status === 409);
    const errors = attempts.filter((a) => a.status !== 201 && a.status !== 409);
    const times = attempts.map((a) => a.ms).sort((a, b) => a - b);
    const p95 = times[Math.ceil(times.length * 0.95) - 1] ?? 0;
    console.log(
      `[booking race] 50 concurrent bookings of ${slot}: ${wins.length} won, ${losses.length} lost, ${errors.length} errors; p50 ${times[24]?.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms`,
    );
    expect(errors.map((e) => `${e.status} ${JSON.stringify(e.body)}`)).toEqual([]);
    expect(wins).toHaveLength(1);
    expect(losses).toHaveLength(49);
    for (const loss of losses) {
      expect(loss.body['error']).toBe('form.slotTaken');
      expect(z.array(z.string()).parse(loss.body['slots'])).not.toContain(slot);
    }
    // Directus holds one booking for the time, and only the winner's request: no half-stored losers.
    const rest = await admin();
    const holders = z
      .array(z.object({ email: z.string() }))
      .parse(await rest.get(`/items/demo_requests?filter[starts_at][_eq]=${encodeURIComponent(slot)}&fields=email`));
    expect(holders).toHaveLength(1);
    const requests = z
      .array(z.unknown())
      .parse(await rest.get(`/items/demo_requests?filter[email][_starts_with]=race-&filter[company][_eq]=${encodeURIComponent(`Thermo ${tag}`)}&limit=-1`));
    expect(requests).toHaveLength(1);
  }, 60_000);

  it('refuses a time the schedule does not offer', async () => {
    const { day } = await bookableDay(2);
    const odd = new Date(Date.parse(`${day}T03:17:00Z`)).toISOString();
    expect(await submit('demo', demo({ email: `odd-${tag}@example.ca`, slot: odd }))).toMatchObject({ status: 409, body: { error: 'form.slotTaken' } });
  });
});

describe('campaign attribution', () => {
  // What a lead keeps of its campaign; the form also sends a field it does not keep.
  const kept = {
    utm_source: 'google',
    utm_medium: 'cpc',
    utm_campaign: 'fall-heat-pumps',
    gclid: 'CLICK-42',
    landing_path: '/ads/heatPumpLong',
    referrer: 'https://www.google.com/',
  };
  const campaign = { ...kept, bogus: 'dropped' };
  const consent = (advertising: boolean) =>
    `consent=${serializeConsent({ version: SEED_CONSENT_VERSION, measurement: true, advertising, givenAt: Date.now() })}`;
  const send = async (email: string, headers: Record<string, string>) => {
    const res = await fetch(`${stack().siteUrl}/api/forms/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': newIp(), ...headers },
      body: JSON.stringify(await withTicket(stack().siteUrl, { email, consent: true, locale: 'en', attribution: campaign })),
    });
    return z.object({ status: z.literal('received'), reference: z.uuid() }).parse(await res.json());
  };
  const row = async (email: string) =>
    z
      .array(z.record(z.string(), z.unknown()))
      .parse(
        await (
          await admin()
        ).get(`/items/form_submissions?filter[email][_eq]=${email}&fields=reference,utm_source,utm_medium,utm_campaign,gclid,landing_path,referrer`),
      )[0];

  it('stores the campaign with every lead, and the click id only when the consent cookie allows advertising and GPC is off', async () => {
    const allowed = `ads-yes-${tag}@example.ca`;
    const answer = await send(allowed, { cookie: consent(true) });
    expect(await row(allowed)).toEqual({ reference: answer.reference, ...kept });
    const refused = `ads-no-${tag}@example.ca`;
    await send(refused, { cookie: consent(false) });
    expect(await row(refused)).toMatchObject({ utm_campaign: 'fall-heat-pumps', gclid: null });
    const gpc = `ads-gpc-${tag}@example.ca`;
    await send(gpc, { cookie: consent(true), 'sec-gpc': '1' });
    expect(await row(gpc)).toMatchObject({ utm_campaign: 'fall-heat-pumps', gclid: null });
    const none = `ads-none-${tag}@example.ca`;
    await send(none, {});
    expect(await row(none)).toMatchObject({ utm_source: 'google', gclid: null });
  });
});

describe('small forms', () => {
  it('subscribes to the newsletter once per address, without telling a second try apart', async () => {
    const email = `News-${tag}@Example.ca`;
    const first = await submit('newsletter', { email, consent: true, locale: 'fr' });
    const second = await submit('newsletter', { email: email.toLowerCase(), consent: true });
    // The same answer, each with a reference of the same shape: nothing tells the second try apart.
    const uuid: unknown = expect.stringMatching(/^[0-9a-f-]{36}$/);
    const shape = { status: 201, body: { status: 'received', reference: uuid } };
    expect(first).toMatchObject(shape);
    expect(second).toMatchObject(shape);
    expect(Object.keys(second.body).sort()).toEqual(Object.keys(first.body).sort());
    const rows = z
      .array(z.object({ locale: z.string() }))
      .parse(await (await admin()).get(`/items/form_submissions?filter[email][_eq]=${encodeURIComponent(email.toLowerCase())}`));
    expect(rows).toEqual([expect.objectContaining({ locale: 'fr' })]);
    expect((await submit('newsletter', { email, consent: false })).body['errors']).toEqual({ consent: { message: 'form.newsletterConsent.required' } });
  });

  it('joins the Stride waitlist with an optional company, and checks the role', async () => {
    expect(await submit('waitlist', { email: `wait-${tag}@example.ca`, role: 'hvac_installer' })).toMatchObject({ status: 201 });
    expect((await submit('waitlist', { email: `wait2-${tag}@example.ca` })).body['errors']).toEqual({ role: { message: 'form.role.required' } });
  });

  it('stores a report request, and names an out-of-range coordinate', async () => {
    expect(
      await submit('report', { address: '12 rue Principale, Gatineau QC', email: `report-${tag}@example.ca`, latitude: '45.48', longitude: '-75.70' }),
    ).toMatchObject({ status: 201 });
    const bad = await submit('report', { address: '12 rue Principale', email: `report-${tag}@example.ca`, latitude: '123', longitude: '-200' });
    expect(bad.body['errors']).toEqual({
      latitude: { message: 'form.latitude.invalid', values: { value: '123' } },
      longitude: { message: 'form.longitude.invalid', values: { value: '-200' } },
    });
  });
});

describe('Directus unreachable', () => {
  // The same site, pointed at an address where no Directus answers.
  const cut = siteWithoutDirectus();

  it('answers 503 with a message id, for every form', async () => {
    const demoDown = await submit('demo', demo({ email: `down-${tag}@example.ca` }), newIp(), cut().url);
    expect(demoDown).toMatchObject({ status: 503, body: { error: 'form.unavailable' } });
    expect((await submit('newsletter', { email: `down-${tag}@example.ca`, consent: true }, newIp(), cut().url)).status).toBe(503);
    const res = await fetch(`${cut().url}/api/demo/availability?day=2026-12-01`);
    expect(res.status).toBe(503);
  });
});
