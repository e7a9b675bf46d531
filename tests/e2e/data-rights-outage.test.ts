// Directus down during an erasure (issue 31, decision 0019): a signed-in visitor who deletes their
// account while the site cannot reach Directus is told that nothing was deleted, and nothing is: their
// data, their upcoming demo and their sign-in account are all still there. Tried again once Directus
// answers, the deletion goes through. The outage is a second site server of the shared stack whose
// DIRECTUS_URL is a port where nothing listens (as demo-form.test.ts does); the visitor's session
// cookie works there too, since Firebase, not the site, vouches for it.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { admin, stack } from '../support/admin';
import { createUser, signIn, signInWithoutJs, verifyEmail } from '../support/firebase';
import { linkIn, waitForMail } from '../support/mailbox';
import { siteWithoutDirectus } from '../support/site-without-directus';
import { freeSlot, ipSequence } from '../support/demo-times';
import { withTicket } from '../support/form-ticket';

const tag = Date.now().toString(36);
const password = 'correct-horse-1';
const newIp = ipSequence(68);
const healthy = () => stack().siteUrl;

const downDir = mkdtempSync(join(tmpdir(), 'site-erase-outage-'));
const down = siteWithoutDirectus({ dataDir: downDir });

afterAll(() => {
  if (!process.env.KEEP_TEST_DATA) rmSync(downDir, { recursive: true, force: true });
});

const signedIn = (email: string) => signInWithoutJs(email, { ip: newIp(), password, site: healthy() });

async function submit(kind: string, body: Record<string, unknown>, cookie = '') {
  const res = await fetch(`${healthy()}/api/forms/${kind}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': newIp(), ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(await withTicket(healthy(), { locale: 'en', source: '/demo', ...body })),
  });
  expect(res.status).toBe(201);
  return z.object({ reference: z.string() }).parse(await res.json()).reference;
}

/** The account page's deletion, posted as the page's own form does, to `site`. */
const postDelete = (site: string, cookie: string) =>
  fetch(`${site}/account/delete`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie, origin: new URL(site).origin, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': newIp() },
    body: '',
  });

const Row = z.object({ id: z.number() }).catchall(z.unknown());
const rows = async (collection: string, filter: Record<string, unknown>, fields = 'id') =>
  z.array(Row).parse(await (await admin()).get(`/items/${collection}?filter=${encodeURIComponent(JSON.stringify(filter))}&fields=${fields}&limit=-1`));

describe('Directus down during an erasure', () => {
  it('deletes nothing and says so; the same request on a site that reaches Directus then deletes everything', async () => {
    // A visitor with a verified account, an upcoming demo, a report and a confirmed newsletter sign-up.
    const email = `outage-${tag}@example.com`;
    const { uid } = await createUser(email, password, 'Eve Tremblay');
    await verifyEmail(uid);
    const cookie = await signedIn(email);
    const slot = await freeSlot(13, { site: healthy() });
    const demo = await submit(
      'demo',
      { name: 'Eve Tremblay', company: `Outage ${tag}`, email, role: 'energy_advisor', consent: true, slot, timeZone: 'America/Toronto' },
      cookie,
    );
    await submit('report', { address: `13 rue Panne ${tag}`, email }, cookie);
    await submit('newsletter', { email, consent: true });
    const [confirmation] = await waitForMail(email, 1, (m) => m.subject.includes('Confirm your subscription'));
    if (!confirmation) throw new Error('no confirmation e-mail');
    const confirmed = await fetch(linkIn(confirmation, `${healthy()}/newsletter/confirm/`), {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: new URL(healthy()).origin, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect([200, 303]).toContain(confirmed.status);
    const stored = async () => ({
      demos: await rows('demo_requests', { email: { _eq: email } }, 'id,reference,starts_at,status'),
      submissions: await rows('form_submissions', { email: { _eq: email } }, 'id,type,subscription_status,erased_at'),
      mails: await rows('mail_outbox', { to: { _eq: email } }, 'id,kind'),
      owed: await rows('form_submissions', { account_uid: { _eq: uid } }, 'id'),
    });
    const before = await stored();
    expect(before.demos).toMatchObject([{ reference: demo, starts_at: slot }]);
    expect(before.submissions.map((s) => s.type).sort()).toEqual(['newsletter', 'report']);

    // Directus down: the deletion fails whole, and the page says so.
    const failed = await postDelete(down().url, cookie);
    expect(failed.status).toBe(503);
    expect(failed.headers.get('cache-control')).toBe('private, no-store');
    const page = await failed.text();
    expect(page).toContain('We could not delete your data just now. Nothing was deleted. Try again in a few minutes.');
    // (The log reaches its file through a pipe: read once it is there.)
    await expect.poll(() => readFileSync(join(downDir, 'site.log'), 'utf8'), { timeout: 10_000 }).toContain('[privacy] could not erase a person’s data');

    // Nothing was: the data as it was, no cancellation, the sign-in account and the session alive.
    expect(await stored()).toEqual(before);
    await expect(signIn(email, password)).resolves.toEqual(expect.any(String));
    const account = await fetch(`${healthy()}/account`, { headers: { cookie } });
    expect(await account.text()).toContain(`13 rue Panne ${tag}`);

    // Tried again where Directus answers: everything goes.
    const retried = await postDelete(healthy(), cookie);
    expect(retried.status).toBe(303);
    expect(retried.headers.get('location')).toBe('/account?done=deleted');
    expect(await rows('demo_requests', { reference: { _eq: demo } })).toEqual([]);
    expect(await rows('form_submissions', { _and: [{ email: { _eq: email } }] })).toEqual([]);
    await expect(signIn(email, password)).rejects.toThrow();
    await waitForMail(email, 1, (m) => m.subject === 'Your demo is cancelled');
  });
});
