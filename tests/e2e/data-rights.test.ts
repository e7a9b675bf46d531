// A visitor's rights over their data (issue 31, decision 0019), against the real site, Directus, SMTP
// inbox and Firebase Auth emulator: a signed-in visitor reads and downloads everything stored about
// them and nothing of anyone else's; deleting their account erases their data in one go (their
// upcoming demo cancelled with the usual e-mail, their confirmed newsletter sign-up kept as a consent
// proof without the address), closes their sign-in account, and leaves another visitor's data as it
// was; every download and erasure is logged without the data itself.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { admin, stack } from '../support/admin';
import { axeViolations, axeViolationsWithoutJs, hydrated, visitors, VIEWPORTS } from '../support/browser';
import { accountExists, createUser, signIn, signInWithoutJs, verifyEmail } from '../support/firebase';
import { linkIn, waitForMail } from '../support/mailbox';
import { freeSlot, ipSequence } from '../support/demo-times';
import { submittedReference } from '../support/form-ticket';

const tag = Date.now().toString(36);
let n = 0;
const newEmail = (who: string) => `${who}-${tag}-${n++}@example.com`;
const newIp = ipSequence(67);
const origin = () => new URL(stack().siteUrl).origin;
const url = (path: string) => `${stack().siteUrl}${path}`;

const signedIn = (email: string) => signInWithoutJs(email, { ip: newIp() });

const submit = (kind: string, body: Record<string, unknown>, cookie = '') =>
  submittedReference(kind, { locale: 'en', source: '/demo', ...body }, { ip: newIp(), cookie });

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
    headers: { origin: origin(), 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': newIp() },
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
    expect(confirm.text).toContain('Your upcoming demo will be cancelled, and you will receive the usual cancellation e-mail.');
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

const form = (path: string, fields: Record<string, string>) =>
  fetch(url(path), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: origin(), 'x-forwarded-for': newIp() },
    body: new URLSearchParams(fields).toString(),
  });

/** Asks for a link for `email` as a signed-out visitor, then lets its 24 hours pass: the link's path. */
async function expiredLink(email: string, action: 'export' | 'erase'): Promise<string> {
  await form('/my-data', { email, action });
  const [mail] = await waitForMail(email, 1);
  if (!mail) throw new Error('no link');
  const path = linkIn(mail, `${stack().siteUrl}/my-data/confirm/`).slice(stack().siteUrl.length);
  const [waiting] = await rows('form_submissions', { _and: [{ type: { _eq: 'privacy' } }, { email: { _eq: email } }] }, 'id');
  await (await admin()).patch(`/items/form_submissions/${waiting?.id}`, { confirm_expires_at: new Date(Date.now() - 1000).toISOString() });
  return path;
}

describe('a visitor asking by e-mail address, signed out', () => {
  it('gets a link that proves the address, then sees and downloads their data; a second ask while it waits sends nothing new', async () => {
    const email = newEmail('eve');
    const slot = await freeSlot(13);
    const demo = await submit('demo', {
      name: 'Eve Gagnon',
      company: `Link ${tag}`,
      email,
      role: 'other',
      industry: 'Roofing',
      consent: true,
      slot,
      timeZone: 'America/Toronto',
    });

    const ask = await page('/my-data');
    expect(ask.text).toContain('See or erase your data');
    // A mistyped address: said in the visitor's language, what was typed kept.
    const typo = await form('/fr/mes-donnees', { email: 'eve-at-example', action: 'export' });
    expect(typo.status).toBe(400);
    const typoText = await typo.text();
    expect(typoText).toContain('Entrez une adresse courriel valide');
    expect(typoText).toContain('value="eve-at-example"');

    const sent = await form('/my-data', { email: email.toUpperCase(), action: 'export' });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/my-data?done=sent');
    expect((await page('/my-data?done=sent')).text).toContain('a link is on its way to it');
    const again = await form('/my-data', { email, action: 'export' });
    expect(again.headers.get('location')).toBe('/my-data?done=pending');

    const [mail, ...more] = await waitForMail(email, 1, (m) => m.subject.startsWith('Your data at'));
    expect(more).toEqual([]);
    if (!mail) throw new Error('no link');
    const link = linkIn(mail, `${stack().siteUrl}/my-data/confirm/`);
    // Opening it (a mail scanner) shows a button and reads nothing.
    const opened = await page(link.slice(stack().siteUrl.length));
    expect(opened.text).toContain('Show everything we hold about');
    expect(opened.text).not.toContain(`Link ${tag}`);

    const shown = await form(link.slice(stack().siteUrl.length), { intent: 'show' });
    expect(shown.status).toBe(200);
    const html = await shown.text();
    expect(html).toContain(`Link ${tag}`);
    expect(html).toContain('Roofing');
    expect(html).toContain(`action="${link.slice(stack().siteUrl.length)}/data.json"`);
    const file = await form(`${link.slice(stack().siteUrl.length)}/data.json`, {});
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data-/);
    const json = z.object({ demoRequests: z.array(z.object({ reference: z.string() })) }).parse(await file.json());
    expect(json.demoRequests.map((d) => d.reference)).toEqual([demo]);
    // Still there: reading erases nothing.
    expect(await rows('demo_requests', { reference: { _eq: demo } }, 'id')).toHaveLength(1);
  });

  it('erases their data, and their account, from a confirmed link (fr); the link then says it is done, and a forged or expired link does nothing', async () => {
    const email = newEmail('fanny');
    const { uid } = await createUser(email, 'correct-horse-1');
    await verifyEmail(uid);
    // Someone else's unverified account at an address is not closed by that address's owner.
    const typo = newEmail('ian');
    const stranger = await createUser(typo, 'correct-horse-1');
    const reference = await submit('report', { address: `3 chemin ${tag}`, email, locale: 'fr' });
    const sent = await form('/fr/mes-donnees', { email, action: 'erase' });
    expect(sent.headers.get('location')).toBe('/fr/mes-donnees?done=sent');
    const [mail] = await waitForMail(email, 1, (m) => m.subject.startsWith('Effacer vos données'));
    if (!mail) throw new Error('no link');
    const path = linkIn(mail, `${stack().siteUrl}/fr/mes-donnees/confirmer/`).slice(stack().siteUrl.length);
    expect((await page(path)).text).toContain('Effacer définitivement tout ce que nous détenons au sujet de');

    const erased = await form(path, { intent: 'erase' });
    expect(erased.status).toBe(303);
    expect((await page(path)).text).toContain('Vos données sont effacées.');
    expect(await rows('form_submissions', { reference: { _eq: reference } }, 'id')).toEqual([]);
    await expect(signIn(email, 'correct-horse-1')).rejects.toThrow();
    // A second post changes nothing more.
    expect((await form(path, { intent: 'erase' })).status).toBe(303);
    const [logged] = await rows(
      'form_submissions',
      { _and: [{ type: { _eq: 'privacy' } }, { privacy_channel: { _eq: 'link' } }, { privacy_action: { _eq: 'erase' } }, { account_uid: { _null: true } }] },
      'id,email,privacy_status,privacy_summary',
    ).then((r) => r.filter((x) => JSON.stringify(x.privacy_summary).includes('"account":1')).slice(-1));
    expect(logged).toMatchObject({ email: null, privacy_status: 'done' });
    // The account is gone (the emulator no longer knows its id).
    expect(await accountExists(uid)).toBe(false);
    await form('/my-data', { email: typo, action: 'erase' });
    const [typoMail] = await waitForMail(typo, 1);
    if (!typoMail) throw new Error('no link');
    expect((await form(linkIn(typoMail, `${stack().siteUrl}/my-data/confirm/`).slice(stack().siteUrl.length), { intent: 'erase' })).status).toBe(303);
    expect(await accountExists(stranger.uid)).toBe(true);

    // Forged: not valid. Expired: says so, and the waiting request lets go of the address.
    const forged = await page('/my-data/confirm/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(forged.status).toBe(404);
    expect(forged.text).toContain('This link is not valid');
    const late = newEmail('gus');
    const latePath = await expiredLink(late, 'export');
    const expired = await page(latePath);
    expect(expired.status).toBe(410);
    expect(expired.text).toContain('This link has expired');
    expect(await rows('form_submissions', { email: { _eq: late } }, 'id')).toEqual([]);
    expect((await form(latePath, { intent: 'show' })).status).toBe(303);

    // An erase link opened too late says it expired, and erases nothing.
    const keeper = newEmail('hal');
    const kept = await submit('report', { address: `7 allée ${tag}`, email: keeper });
    const erasePath = await expiredLink(keeper, 'erase');
    const tooLate = await page(erasePath);
    expect(tooLate.status).toBe(410);
    expect(tooLate.text).toContain('This link has expired');
    expect(tooLate.text).not.toContain('Your data is erased');
    expect((await form(erasePath, { intent: 'erase' })).status).toBe(303);
    expect(await rows('form_submissions', { reference: { _eq: kept } }, 'id')).toHaveLength(1);
  });
});

describe('in Chromium, as a visitor would', () => {
  const visitor = visitors(() => stack().siteUrl);
  const T = {
    en: {
      account: '/account',
      see: 'See my data',
      title: 'Your data',
      download: 'Download as JSON',
      back: 'Back to your account',
      del: 'Delete my account and data',
      delTitle: 'Delete your account and data',
      done: 'Your account and your data are deleted.',
    },
    fr: {
      account: '/fr/compte',
      see: 'Voir mes données',
      title: 'Vos données',
      download: 'Télécharger en JSON',
      back: 'Retour à votre compte',
      del: 'Supprimer mon compte et mes données',
      delTitle: 'Supprimer votre compte et vos données',
      done: 'Votre compte et vos données sont supprimés.',
    },
  } as const;

  for (const [locale, js, viewport] of [
    ['en', true, VIEWPORTS.desktop],
    ['fr', false, VIEWPORTS.mobile],
  ] as const) {
    it(`reads, downloads and deletes their data from the account page (${locale}, JavaScript ${js ? 'on' : 'off'}, ${viewport.width} px), with no axe violations; another visitor keeps theirs`, async () => {
      const t = T[locale];
      const me = await visitorWithData(`web${locale}`, locale === 'en' ? 15 : 17);
      const other = await visitorWithData(`other${locale}`, locale === 'en' ? 19 : 21);
      const [name, value] = me.cookie.split('=');
      const page = await visitor.open('/', { viewport, javaScriptEnabled: js, acceptDownloads: true });
      await page
        .context()
        .addCookies([{ name: name ?? '', value: value ?? '', domain: new URL(stack().siteUrl).hostname, path: '/', httpOnly: true, sameSite: 'Lax' }]);
      await page.goto(`${stack().siteUrl}${t.account}`);
      if (js) await hydrated(page);

      await page.getByRole('link', { name: t.see }).click();
      await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
      expect(await page.locator('main').textContent()).toContain(`Rights ${tag}`);
      expect(await page.locator('main').textContent()).not.toContain(other.email);
      if (js) expect(await axeViolations(page)).toEqual([]);
      else expect(await axeViolationsWithoutJs(page)).toEqual([]);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: t.download }).click()]);
      const saved = await download.path();
      const json = z.object({ demoRequests: z.array(z.object({ reference: z.string() })) }).parse(JSON.parse(readFileSync(saved, 'utf8')));
      expect(json.demoRequests.map((d) => d.reference)).toEqual([me.demo]);

      await page.getByRole('link', { name: t.back }).click();
      await page.getByRole('link', { name: t.del }).click();
      await page.getByRole('heading', { level: 1, name: t.delTitle }).waitFor();
      if (js) expect(await axeViolations(page)).toEqual([]);
      else expect(await axeViolationsWithoutJs(page)).toEqual([]);
      await page.getByRole('button', { name: t.del }).click();
      await page.getByText(t.done).waitFor();
      expect(new URL(page.url()).pathname).toBe(t.account);

      expect(await rows('demo_requests', { reference: { _eq: me.demo } }, 'id')).toEqual([]);
      expect(await rows('demo_requests', { reference: { _eq: other.demo } }, 'id')).toHaveLength(1);
      expect((await page.context().cookies()).some((c) => c.name === '__session' && c.value)).toBe(false);
    });
  }
});
