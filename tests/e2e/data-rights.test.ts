// A visitor's rights over their data (issue 31, decision 0019), against the real site, Directus, SMTP
// inbox and Firebase Auth emulator: a signed-in visitor reads and downloads everything stored about
// them and nothing of anyone else's; deleting their account erases their data in one go (their
// upcoming demo cancelled with the usual e-mail, their confirmed newsletter sign-up kept as a consent
// proof without the address), closes their sign-in account, and leaves another visitor's data as it
// was; every download and erasure is logged without the data itself.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { admin, stack } from '../support/admin';
import { createUser, signIn, verifyEmail } from '../support/firebase';
import { linkIn, waitForMail } from '../support/mailbox';

const tag = Date.now().toString(36);
let n = 0;
const newEmail = (who: string) => `${who}-${tag}-${n++}@example.com`;
let ip = 0;
const newIp = () => `10.67.${(ip >> 8) & 255}.${ip++ & 255}`;
const origin = () => new URL(stack().siteUrl).origin;
const url = (path: string) => `${stack().siteUrl}${path}`;

async function signedIn(email: string, password = 'correct-horse-1'): Promise<string> {
  const res = await fetch(url('/account'), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: origin(), 'x-forwarded-for': newIp() },
    body: new URLSearchParams({ intent: 'signin', email, password }).toString(),
  });
  expect(res.status).toBe(303);
  return res.headers.getSetCookie()[0]?.split(';')[0] ?? '';
}

async function submit(kind: string, body: Record<string, unknown>, cookie = '') {
  const res = await fetch(url(`/api/forms/${kind}`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': newIp(), ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ locale: 'en', source: '/demo', ...body }),
  });
  expect(res.status).toBe(201);
  return z.object({ reference: z.string() }).parse(await res.json()).reference;
}

const Slots = z.object({ slots: z.array(z.string()) });
async function freeSlot(from: number): Promise<string> {
  for (let i = from; i < from + 25; i++) {
    const day = new Date(Date.now() + i * 86_400_000).toISOString().slice(0, 10);
    const res = await fetch(url(`/api/demo/availability?day=${day}`));
    const slots = res.ok ? Slots.parse(await res.json()).slots : [];
    if (slots.length) return slots[slots.length - 1] ?? '';
  }
  throw new Error('no free time');
}

const page = async (path: string, cookie = '') => {
  const res = await fetch(url(path), { redirect: 'manual', headers: cookie ? { cookie } : {} });
  return { status: res.status, headers: res.headers, text: await res.text() };
};

const Row = z.object({ id: z.number().optional() }).catchall(z.unknown());
const rows = async (collection: string, filter: Record<string, unknown>, fields = '*') =>
  z.array(Row).parse(await (await admin()).get(`/items/${collection}?filter=${encodeURIComponent(JSON.stringify(filter))}&fields=${fields}&limit=-1`));

/** A visitor with an account (verified), an upcoming demo, a report and a confirmed newsletter subscription. */
async function visitorWithData(who: string, from: number) {
  const email = newEmail(who);
  const { uid } = await createUser(email, 'correct-horse-1', `${who} Tremblay`);
  await verifyEmail(uid);
  const cookie = await signedIn(email);
  const slot = await freeSlot(from);
  const demo = await submit(
    'demo',
    { name: `${who} Tremblay`, company: `Rights ${tag}`, email, role: 'energy_advisor', consent: true, slot, timeZone: 'America/Toronto' },
    cookie,
  );
  const report = await submit('report', { address: `${from} rue ${who} ${tag}`, email }, cookie);
  await submit('newsletter', { email, consent: true });
  const [confirmation] = await waitForMail(email, 1, (m) => m.subject.includes('Confirm your subscription'));
  if (!confirmation) throw new Error('no confirmation e-mail');
  const confirmUrl = linkIn(confirmation, `${stack().siteUrl}/newsletter/confirm/`);
  const confirmed = await fetch(confirmUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: origin(), 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect([200, 303]).toContain(confirmed.status);
  return { email, uid, cookie, slot, demo, report };
}

describe('a signed-in visitor’s data', () => {
  it('reads everything stored about them, as a page and as a JSON file, and nothing of anyone else’s; each reading is logged', async () => {
    const ana = await visitorWithData('ana', 5);
    const ben = await visitorWithData('ben', 7);

    const view = await page('/account/data', ana.cookie);
    expect(view.status).toBe(200);
    expect(view.headers.get('cache-control')).toBe('private, no-store');
    expect(view.text).toContain('Your demo requests');
    expect(view.text).toContain(ana.email);
    expect(view.text).toContain(`5 rue ana ${tag}`);
    expect(view.text).toContain('I agree to receive the newsletter by email.');
    expect(view.text).not.toContain(ben.email);

    const file = await page('/fr/compte/donnees.json', ana.cookie);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const json = z
      .object({
        account: z.object({ uid: z.string(), email: z.string(), name: z.string().nullable(), emailVerified: z.boolean() }),
        demoRequests: z.array(z.object({ reference: z.string(), bookedTime: z.object({ start: z.string() }).nullable() })),
        submissions: z.array(z.object({ form: z.string(), reference: z.string().nullable() })),
        emails: z.array(z.object({ kind: z.string(), to: z.string() })),
      })
      .parse(JSON.parse(file.text));
    expect(json.account).toEqual({ email: ana.email, emailVerified: true, uid: ana.uid, name: 'ana Tremblay' });
    expect(json.demoRequests.map((d) => d.reference)).toEqual([ana.demo]);
    expect(json.demoRequests[0]?.bookedTime?.start).toBe(ana.slot);
    expect(json.submissions.map((s) => s.form).sort()).toEqual(['newsletter', 'report']);
    expect(json.emails.map((m) => m.kind)).toEqual(expect.arrayContaining(['booking_confirmation', 'newsletter_confirmation']));
    expect(JSON.stringify(json)).not.toContain(ben.email);

    // Logged: two downloads from the account, with counts and without the address.
    const log = await rows('form_submissions', {
      _and: [{ type: { _eq: 'privacy' } }, { privacy_action: { _eq: 'export' } }, { date_created: { _gte: new Date(Date.now() - 60_000).toISOString() } }],
    });
    const mine = log.filter((r) => JSON.stringify(r.privacy_summary) === JSON.stringify({ demoRequests: 1, submissions: 2, emails: json.emails.length }));
    expect(mine.length).toBeGreaterThanOrEqual(2);
    for (const r of mine) {
      expect(r.privacy_channel).toBe('account');
      expect(r.privacy_status).toBe('done');
      expect(r.email).toBeNull();
    }

    // Signed out: off to sign in, nothing read.
    expect((await page('/account/data')).headers.get('location')).toBe('/account');
    expect((await page('/fr/compte/donnees.json')).headers.get('location')).toBe('/fr/compte');
  });

  it('deletes their account and data in one go: the demo cancelled by e-mail, the consent proof kept without the address, another visitor untouched', async () => {
    const cara = await visitorWithData('cara', 9);
    const dev = await visitorWithData('dev', 11);

    const confirm = await page('/account/delete', cara.cookie);
    expect(confirm.text).toContain('Delete your account and data');
    expect(confirm.text).toContain('Your upcoming demo is cancelled, and you receive the usual cancellation e-mail.');
    expect(confirm.text).toContain('for 36 months');

    // Only the site's own page may post it.
    const forged = await fetch(url('/account/delete'), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: cara.cookie, origin: 'https://evil.example' },
    });
    expect(forged.status).toBeGreaterThanOrEqual(400);
    expect(await rows('demo_requests', { reference: { _eq: cara.demo } }, 'id')).toHaveLength(1);

    const res = await fetch(url('/account/delete'), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: cara.cookie, origin: origin(), 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': newIp() },
      body: '',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/account?done=deleted');
    expect(res.headers.getSetCookie().some((c) => c.startsWith('__session=;'))).toBe(true);
    expect((await page('/account?done=deleted')).text).toContain('Your account and your data are deleted.');

    // Nothing of hers is left but the consent proof; her time is free again.
    expect(await rows('demo_requests', { email: { _eq: cara.email } }, 'id')).toEqual([]);
    expect(await rows('form_submissions', { email: { _eq: cara.email } }, 'id')).toEqual([]);
    expect(await rows('form_submissions', { account_uid: { _eq: cara.uid } }, 'id')).toEqual([]);
    expect(await rows('mail_outbox', { _and: [{ to: { _eq: cara.email } }, { kind: { _neq: 'booking_cancelled' } }] }, 'id')).toEqual([]);
    const proofs = await rows(
      'form_submissions',
      { _and: [{ type: { _eq: 'newsletter' } }, { erased_at: { _nnull: true } }] },
      'email,email_fingerprint,payload,confirmed_at,subscription_status,reference',
    );
    const hers = proofs.filter((p) => JSON.stringify(p).includes('I agree to receive the newsletter by email.'));
    expect(hers.length).toBeGreaterThanOrEqual(1);
    for (const p of hers) {
      expect(p.email).toBeNull();
      expect(p.reference).toBeNull();
      expect(p.email_fingerprint).toMatch(/^[0-9a-f]{64}$/);
      expect(p.confirmed_at).not.toBeNull();
      expect(p.subscription_status).toBe('unsubscribed');
    }
    const slotHolders = await rows('demo_requests', { starts_at: { _eq: cara.slot } }, 'id');
    expect(slotHolders).toEqual([]);

    // The usual cancellation e-mail, with the calendar's CANCEL.
    const [cancelled] = await waitForMail(cara.email, 1, (m) => m.subject === 'Your demo is cancelled');
    expect(cancelled).toBeDefined();

    // The sign-in account is closed.
    await expect(signIn(cara.email, 'correct-horse-1')).rejects.toThrow();

    // The log says what went, not whose.
    const [erasure] = await rows(
      'form_submissions',
      { _and: [{ type: { _eq: 'privacy' } }, { privacy_action: { _eq: 'erase' } }, { privacy_channel: { _eq: 'account' } }] },
      '*',
    ).then((r) => r.filter((x) => JSON.stringify(x.privacy_summary).includes('"cancelledDemos":1')).slice(-1));
    expect(erasure).toMatchObject({ privacy_status: 'done', email: null, account_uid: null });
    expect(erasure?.privacy_summary).toMatchObject({ demoRequests: 1, submissions: 1, cancelledDemos: 1, consentProofsKept: 1, account: 1 });

    // Dev's data is as it was.
    expect(await rows('demo_requests', { reference: { _eq: dev.demo } }, 'id')).toHaveLength(1);
    expect(await rows('form_submissions', { email: { _eq: dev.email } }, 'id')).toHaveLength(2);
    expect((await page('/account', dev.cookie)).text).toContain(`11 rue dev ${tag}`);
  });
});
