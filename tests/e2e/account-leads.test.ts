// What a signed-in visitor gets, against the real site, Directus, SMTP inbox and Firebase Auth
// emulator: their own demos and report requests on their account page (recorded with their account,
// or sent with their address once it is verified), never anyone else's; moving and cancelling a demo
// from there, with an e-mail whose new link works; forms that fill in their name and e-mail, in
// Chromium, while the cached page stays the same for everyone.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { admin, stack } from '../support/admin';
import { axeViolations, hydrated, islandsReady, visitors, VIEWPORTS } from '../support/browser';
import { createUser, signInWithoutJs, verifyEmail } from '../support/firebase';
import { linkIn, waitForMail } from '../support/mailbox';
import { freeSlots, ipSequence } from '../support/demo-times';
import { submittedReference } from '../support/form-ticket';

const tag = Date.now().toString(36);
let n = 0;
const newEmail = (who: string) => `${who}-${tag}-${n++}@example.com`;
const newIp = ipSequence(66);
const origin = () => new URL(stack().siteUrl).origin;
const url = (path: string) => `${stack().siteUrl}${path}`;

/** Signs in as a visitor without JavaScript does: the `__session=…` pair to send back. */
const signedIn = (email: string) => signInWithoutJs(email, { ip: newIp() });

/** A form sent through the site's API, as the islands send it, signed in when `cookie` is given. */
const submit = (kind: string, body: Record<string, unknown>, cookie = '') =>
  submittedReference(kind, { locale: 'en', source: '/demo', ...body }, { ip: newIp(), cookie });

/** A demo booked at `slot` through the site's API, signed in when `cookie` is given. */
const book = (email: string, slot: string, cookie = '') =>
  submit('demo', { name: 'Sam Ouellet', company: `Leads ${tag}`, email, role: 'energy_advisor', consent: true, slot, timeZone: 'America/Toronto' }, cookie);

const page = async (path: string, cookie = '') => {
  const res = await fetch(url(path), { redirect: 'manual', headers: cookie ? { cookie } : {} });
  return { status: res.status, headers: res.headers, html: await res.text() };
};

/** The page's form sent without JavaScript (a plain post), as the signed-in visitor of `cookie`. */
const post = (path: string, cookie: string, fields: Record<string, string>) =>
  fetch(url(path), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: origin(), cookie, 'x-forwarded-for': newIp() },
    body: new URLSearchParams(fields).toString(),
  });

const holderOf = async (slot: string) =>
  z
    .array(z.object({ email: z.string() }))
    .parse(await (await admin()).get(`/items/demo_requests?filter[starts_at][_eq]=${encodeURIComponent(slot)}&fields=email`))
    .map((r) => r.email);

describe('a signed-in visitor’s requests', () => {
  it('lists what they sent signed in, whatever address they typed, and nothing of anyone else’s', async () => {
    const [mine, theirs] = [newEmail('ana'), newEmail('ben')];
    await createUser(mine, 'correct-horse-1');
    await createUser(theirs, 'correct-horse-1');
    const [ana, ben] = [await signedIn(mine), await signedIn(theirs)];
    const [slot] = await freeSlots(1, 6, { pick: 'last' });
    if (!slot) throw new Error('no time');

    await book(`work-${tag}@example.com`, slot, ana);
    await submit('report', { address: `12 rue des Érables ${tag}, Laval`, email: `home-${tag}@example.com` }, ana);
    // Sent with Ana's address but signed out: her address is not verified, so it is not hers to see.
    await submit('report', { address: `99 Unverified Road ${tag}`, email: mine });

    const { html, headers } = await page('/account', ana);
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(html).toContain('Your demos');
    expect(html).toContain('Upcoming. Requested on');
    expect(html).toContain('Move or cancel this demo');
    expect(html).toContain(`12 rue des Érables ${tag}, Laval`);
    expect(html).not.toContain('99 Unverified Road');
    expect(html).toContain('Requests you sent while signed out appear here once your e-mail address is verified.');

    const other = await page('/fr/compte', ben);
    expect(other.html).toContain('Vous n’avez pas encore de démo avec nous.');
    expect(other.html).toContain('Vous n’avez pas encore demandé de rapport sur une maison.');
    expect(other.html).not.toContain(`${tag}, Laval`);
    // Sales see whose account sent it.
    const rows = z
      .array(z.object({ account_uid: z.string().nullable() }))
      .parse(await (await admin()).get(`/items/form_submissions?filter[email][_eq]=${encodeURIComponent(`home-${tag}@example.com`)}&fields=account_uid`));
    const someUid: unknown = expect.stringMatching(/.+/);
    expect(rows).toEqual([{ account_uid: someUid }]);
  });

  it('lists what was sent signed out with their address once it is verified, in any letter case (fr)', async () => {
    const email = newEmail('carole');
    const { uid } = await createUser(email, 'correct-horse-1');
    const [slot] = await freeSlots(1, 8, { pick: 'last' });
    if (!slot) throw new Error('no time');
    await book(email.toUpperCase(), slot);
    const before = await page('/fr/compte', await signedIn(email));
    expect(before.html).toContain('Vous n’avez pas encore de démo avec nous.');

    await verifyEmail(uid);
    const after = await page('/fr/compte', await signedIn(email));
    expect(after.html).toContain('Vos démos');
    expect(after.html).toContain('À venir. Demandée le');
    expect(after.html).toContain('Déplacer ou annuler cette démo');
    expect(after.html).not.toContain('une fois votre adresse courriel vérifiée');
  });

  it('moves and cancels a demo from the account; the e-mail’s new link works; nobody else can', async () => {
    const email = newEmail('dan');
    await createUser(email, 'correct-horse-1');
    const dan = await signedIn(email);
    const [first, second] = await freeSlots(2, 10, { pick: 'last' });
    if (!first || !second) throw new Error('no times');
    const reference = await book(email, first, dan);
    const [confirmation] = await waitForMail(email, 1);
    if (!confirmation) throw new Error('no confirmation');
    const mailedLink = linkIn(confirmation, url('/demo/manage/'));
    expect(confirmation.text).toContain(`You can also see all your demos in your account on our site: ${url('/account')}`);

    const path = `/account/demos/${reference}`;
    expect((await page('/account', dan)).html).toContain(`href="${path}"`);
    // Signed out: off to sign in. Someone else: not theirs, as if there were no such demo.
    const anonymous = await page(path);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toBe('/account');
    const eveEmail = newEmail('eve');
    await createUser(eveEmail, 'correct-horse-1');
    const eve = await signedIn(eveEmail);
    expect((await page(path, eve)).status).toBe(404);
    const stolen = await post(path, eve, { intent: 'cancel' });
    expect(stolen.status).toBe(410);
    expect(await holderOf(first)).toEqual([email]);

    const own = await page(path, dan);
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toContain('no-store');
    expect(own.html).toContain('Back to your account');
    const moved = await post(path, dan, { intent: 'move', slot: second });
    expect(moved.status).toBe(303);
    expect(await holderOf(second)).toEqual([email]);
    expect(await holderOf(first)).toEqual([]);

    // The update carries a new manage link (only hashes are kept): it works, the first one no longer does.
    const [, update] = await waitForMail(email, 2);
    if (!update) throw new Error('no update');
    const newLink = linkIn(update, url('/demo/manage/'));
    expect(newLink).not.toBe(mailedLink);
    expect((await fetch(newLink)).status).toBe(200);
    expect((await fetch(mailedLink)).status).toBe(404);

    const cancelled = await post(path, dan, { intent: 'cancel' });
    expect(cancelled.status).toBe(303);
    expect(await holderOf(second)).toEqual([]);
    const account = (await page('/account', dan)).html;
    expect(account).toContain('Cancelled demo');
    expect(account).toMatch(/Cancelled on [A-Z][a-z]+ \d+, \d{4}\. Requested on/);
    expect(account).not.toContain(`href="${path}"`);
  });
});

describe('a signed-in visitor in Chromium', () => {
  const visitor = visitors(() => stack().siteUrl);

  it('fill in their name and e-mail; a visitor who is not signed in gets an empty form and no extra request', async () => {
    const email = newEmail('fay');
    await createUser(email, 'correct-horse-1', 'Fay Gagnon');
    const cookie = await signedIn(email);
    const [name, value] = cookie.split('=');
    const site = new URL(stack().siteUrl);

    const asked: string[] = [];
    const anonymous = await visitor.open('/', { viewport: VIEWPORTS.mobile });
    anonymous.on('request', (r) => r.url().includes('/api/session') && asked.push(r.url()));
    await anonymous.goto(`${stack().siteUrl}/fr/demo`);
    await hydrated(anonymous);
    await islandsReady(anonymous);
    const form = anonymous.locator('form', { has: anonymous.locator('input[name=company]') });
    expect(await form.locator('input[name=email]').inputValue()).toBe('');
    expect(asked).toEqual([]);

    const page = await visitor.open('/', { viewport: VIEWPORTS.mobile });
    await page.context().addCookies([
      { name: name ?? '', value: value ?? '', domain: site.hostname, path: '/', httpOnly: true, sameSite: 'Lax' },
      { name: 'signed_in', value: '1', domain: site.hostname, path: '/', sameSite: 'Lax' },
    ]);
    await page.goto(`${stack().siteUrl}/fr/demo`);
    await hydrated(page);
    await islandsReady(page);
    const demo = page.locator('form', { has: page.locator('input[name=company]') });
    await expect.poll(() => demo.locator('input[name=email]').inputValue()).toBe(email);
    expect(await demo.locator('input[name=name]').inputValue()).toBe('Fay Gagnon');
    expect(await demo.locator('input[name=company]').inputValue()).toBe('');
  });

  it('show the account and a demo of theirs from the keyboard, with no axe violations (fr)', async () => {
    const email = newEmail('gus');
    await createUser(email, 'correct-horse-1');
    const cookie = await signedIn(email);
    const [slot] = await freeSlots(1, 12, { pick: 'last' });
    if (!slot) throw new Error('no time');
    await book(email, slot, cookie);
    const [name, value] = cookie.split('=');
    const page = await visitor.open('/', { viewport: VIEWPORTS.mobile });
    await page
      .context()
      .addCookies([{ name: name ?? '', value: value ?? '', domain: new URL(stack().siteUrl).hostname, path: '/', httpOnly: true, sameSite: 'Lax' }]);
    await page.goto(`${stack().siteUrl}/fr/compte`);
    await hydrated(page);
    expect(await axeViolations(page)).toEqual([]);
    const link = page.getByRole('link', { name: 'Déplacer ou annuler cette démo' });
    // The link says which demo it is about (its time), not only what it does.
    expect(await link.getAttribute('aria-describedby')).toMatch(/^demo-/);
    await link.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Votre démo' }).waitFor();
    await hydrated(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Retour à votre compte' }).click();
    await page.getByRole('heading', { name: 'Vos démos' }).waitFor();
  });
});
