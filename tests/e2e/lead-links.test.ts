// What a lead does with the links in their e-mails, against the real site, Directus and SMTP: move
// or cancel a booked demo (the freed time goes to someone else; 20 visitors moving to one time at
// once leave exactly one holder and nobody without a time), and the newsletter's double opt-in
// (pending until confirmed, one mail for two quick sign-ups, a working unsubscribe, also in one click).
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { admin, stack } from '../support/admin';
import { visitors, VIEWPORTS } from '../support/browser';
import { invitation, linkIn, messagesTo, waitForMail } from '../support/mailbox';
import { freeSlots, ipSequence } from '../support/demo-times';
import { submitForm } from '../support/form-ticket';

const tag = Date.now().toString(36);
const newIp = ipSequence(88);

const submit = (kind: string, body: Record<string, unknown>) => submitForm(kind, body, { ip: newIp() });

/** Posts a plain HTML form (what a browser without JavaScript sends); redirects are not followed. */
function post(url: string, fields: Record<string, string>) {
  return fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': newIp() },
    body: new URLSearchParams(fields).toString(),
  });
}

/** A demo booked at `slot` through the site's API, in `locale`. */
async function book(email: string, slot: string, locale: 'en' | 'fr' = 'en', mailWithinMs = 15_000) {
  const res = await submit('demo', {
    name: 'Sam Ouellet',
    company: `Lead ${tag}`,
    email,
    role: 'energy_advisor',
    consent: true,
    locale,
    source: '/demo',
    slot,
    timeZone: 'America/Toronto',
  });
  expect(res.status).toBe(201);
  const [mail] = await waitForMail(email, 1, () => true, mailWithinMs);
  if (!mail) throw new Error('no confirmation');
  return linkIn(mail, `${stack().siteUrl}${locale === 'fr' ? '/fr/demo/gerer/' : '/demo/manage/'}`);
}

const holderOf = async (slot: string) =>
  z
    .array(z.object({ email: z.string() }))
    .parse(await (await admin()).get(`/items/demo_requests?filter[starts_at][_eq]=${encodeURIComponent(slot)}&fields=email`))
    .map((r) => r.email);

function parseInvite(ics: string) {
  const calendar = ICAL.Component.fromString(ics);
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return { method: calendar.getFirstPropertyValue('method'), event: new ICAL.Event(vevent) };
}

describe('managing a booked demo', () => {
  it('moves it to another time: one update, an updated invitation, the old time free again', async () => {
    const [first, second] = await freeSlots(2, 4);
    if (!first || !second) throw new Error('no times');
    const email = `mover-${tag}@example.com`;
    const manage = await book(email, first);

    const page = await fetch(manage);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toContain('no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    expect(await page.text()).toContain('Your demo is booked for:');

    const moved = await post(manage, { intent: 'move', slot: second });
    expect(moved.status).toBe(303);
    expect(moved.headers.get('location')).toMatch(/\?done=moved$/);
    expect(await holderOf(second)).toEqual([email]);
    expect(await holderOf(first)).toEqual([]);

    const [, update] = await waitForMail(email, 2);
    if (!update) throw new Error('no update');
    expect(update.subject).toMatch(/^Your demo has moved: /);
    const { method, event } = parseInvite(invitation(update));
    expect(method).toBe('REQUEST');
    expect(event.sequence).toBe(1);
    expect(event.startDate.toJSDate().toISOString()).toBe(second);
  });

  it('cancels it: the time is offered again at once and another visitor books it', async () => {
    const [slot] = await freeSlots(1, 5);
    if (!slot) throw new Error('no time');
    const email = `canceller-${tag}@example.com`;
    const manage = await book(email, slot, 'fr');

    const cancelled = await post(manage, { intent: 'cancel' });
    expect(cancelled.status).toBe(303);
    const after = await fetch(`${manage}?done=cancelled`);
    expect(await after.text()).toContain('Votre démo est annulée.');
    expect(await holderOf(slot)).toEqual([]);

    const [, cancellation] = await waitForMail(email, 2);
    if (!cancellation) throw new Error('no cancellation');
    expect(cancellation.subject).toBe('Votre démo est annulée');
    const { method, event } = parseInvite(invitation(cancellation));
    expect(method).toBe('CANCEL');
    expect(event.sequence).toBe(1);
    expect(event.startDate.toJSDate().toISOString()).toBe(slot);

    // Someone else gets the freed time.
    const other = `next-${tag}@example.com`;
    await book(other, slot);
    expect(await holderOf(slot)).toEqual([other]);
    // The cancelled link cannot take it back.
    expect((await post(manage, { intent: 'move', slot })).status).toBe(410);
  });

  it('leaves exactly one holder when 20 visitors move to one time at once, and nobody without a time', async () => {
    const slots = await freeSlots(21, 6);
    const target = slots[20] ?? '';
    // Twenty confirmations leave the outbox one after another: on a busy machine, more than the usual 15 s.
    const links = await Promise.all(slots.slice(0, 20).map((s, i) => book(`racer-${i}-${tag}@example.com`, s, 'en', 45_000)));
    const results = await Promise.all(links.map((link) => post(link, { intent: 'move', slot: target })));
    const statuses = results.map((r) => r.status).sort();
    console.log(
      `[move race] 20 concurrent moves to ${target}: ${statuses.filter((s) => s === 303).length} moved, ${statuses.filter((s) => s === 409).length} refused`,
    );
    expect(statuses.filter((s) => s === 303)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await holderOf(target)).toHaveLength(1);
    // Every racer still holds exactly one time: the winner the target, the others their own.
    const held = z
      .array(z.object({ starts_at: z.string().nullable() }))
      .parse(
        await (
          await admin()
        ).get(`/items/demo_requests?filter[email][_starts_with]=racer-&filter[company][_eq]=${encodeURIComponent(`Lead ${tag}`)}&fields=starts_at&limit=-1`),
      );
    expect(held).toHaveLength(20);
    expect(held.every((h) => h.starts_at !== null)).toBe(true);
    expect(new Set(held.map((h) => h.starts_at)).size).toBe(20);
  }, 90_000);

  it('stops the manage link working once the meeting is over', async () => {
    const [slot] = await freeSlots(1, 12);
    if (!slot) throw new Error('no time');
    const email = `past-${tag}@example.com`;
    const manage = await book(email, slot);
    expect((await fetch(manage)).status).toBe(200);
    // The meeting's end passes (moved back in time, as the clock would move forward).
    const rest = await admin();
    const [row] = z.array(z.object({ id: z.number() })).parse(await rest.get(`/items/demo_requests?filter[email][_eq]=${encodeURIComponent(email)}&fields=id`));
    await rest.patch(`/items/demo_requests/${row?.id}`, { manage_expires_at: new Date(Date.now() - 60_000).toISOString() });
    const expired = await fetch(manage);
    expect(expired.status).toBe(404);
    expect(await expired.text()).toContain('This link no longer works');
    expect((await post(manage, { intent: 'cancel' })).status).toBe(410);
    expect(await holderOf(slot)).toEqual([email]);
  });

  it('tells a visitor whose link is unknown that it no longer works, in their language', async () => {
    const res = await fetch(`${stack().siteUrl}/fr/demo/gerer/${'x'.repeat(43)}`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Ce lien ne fonctionne plus');
  });
});

describe('newsletter double opt-in', () => {
  const Row = z.object({ subscription_status: z.string().nullable(), confirmed_at: z.string().nullable() });
  const row = async (email: string) =>
    z
      .array(Row)
      .parse(
        await (
          await admin()
        ).get(`/items/form_submissions?filter[email][_eq]=${encodeURIComponent(email)}&filter[type][_eq]=newsletter&fields=subscription_status,confirmed_at`),
      )[0];

  it('stays pending until the link is followed and confirmed, and a quick second sign-up sends no second mail', async () => {
    const email = `reader-${tag}@example.com`;
    expect((await submit('newsletter', { email, consent: true, locale: 'fr' })).status).toBe(201);
    expect((await submit('newsletter', { email, consent: true, locale: 'fr' })).status).toBe(201);
    const [confirmation] = await waitForMail(email, 1);
    if (!confirmation) throw new Error('no confirmation');
    await new Promise((r) => setTimeout(r, 1_000));
    expect(await messagesTo(email)).toHaveLength(1);
    expect(confirmation.subject).toMatch(/^Confirmez votre abonnement/);
    expect(confirmation.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(confirmation.text).toContain('Envoyé par Rénovations énergétiques, 1234, rue Exemple, bureau 400');
    expect((await row(email))?.subscription_status).toBe('pending');

    // Opening the link (as a mail scanner would) changes nothing.
    const link = linkIn(confirmation, `${stack().siteUrl}/fr/infolettre/confirmer/`);
    const opened = await fetch(link);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('Confirmer mon abonnement');
    expect((await row(email))?.subscription_status).toBe('pending');

    const confirmed = await post(link, {});
    expect(confirmed.status).toBe(303);
    expect(await (await fetch(link)).text()).toContain('Vous êtes abonné');
    const stored = await row(email);
    expect(stored?.subscription_status).toBe('confirmed');
    expect(stored?.confirmed_at).not.toBeNull();
    const [, welcome] = await waitForMail(email, 2);
    expect(welcome?.subject).toMatch(/^Vous êtes abonné à l’infolettre/);
  });

  it('unsubscribes from the link in any of its e-mails, and in one click from the mail program', async () => {
    const email = `leaver-${tag}@example.com`;
    expect((await submit('newsletter', { email, consent: true, locale: 'en' })).status).toBe(201);
    const [confirmation] = await waitForMail(email, 1);
    if (!confirmation) throw new Error('no confirmation');
    await post(linkIn(confirmation, `${stack().siteUrl}/newsletter/confirm/`), {});
    const [, welcome] = await waitForMail(email, 2);
    if (!welcome) throw new Error('no welcome');
    // The confirmation's unsubscribe link and the welcome's are the same and keep working.
    const leave = linkIn(welcome, `${stack().siteUrl}/newsletter/unsubscribe/`);
    expect(linkIn(confirmation, `${stack().siteUrl}/newsletter/unsubscribe/`)).toBe(leave);
    expect(await (await fetch(leave)).text()).toContain('Unsubscribe from the newsletter?');
    expect((await row(email))?.subscription_status).toBe('confirmed');

    // RFC 8058: the mail program posts List-Unsubscribe=One-Click to the header's address.
    const header = welcome.headers['list-unsubscribe'] ?? '';
    expect(header).toContain(`<${leave}>`);
    // RFC 8058 asks mail providers to post it as multipart/form-data, from their own servers.
    const body = new FormData();
    body.set('List-Unsubscribe', 'One-Click');
    const oneClick = await fetch(leave, { method: 'POST', body, headers: { 'x-forwarded-for': '10.88.250.1' } });
    expect(oneClick.status).toBe(200);
    expect((await row(email))?.subscription_status).toBe('unsubscribed');
    expect(await (await fetch(leave)).text()).toMatch(/You(&#x27;|')re unsubscribed/);
  });
});

describe('the links’ pages in Chromium, whose form posts carry the page’s Origin', () => {
  const visitor = visitors(() => stack().siteUrl);

  for (const javaScriptEnabled of [false, true]) {
    it(`confirm a subscription and cancel a demo from the page a link opens (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async () => {
      const email = `chromium-${javaScriptEnabled ? 'js' : 'nojs'}-${tag}@example.com`;
      expect((await submit('newsletter', { email, consent: true, locale: 'fr' })).status).toBe(201);
      const [confirmation] = await waitForMail(email, 1);
      if (!confirmation) throw new Error('no confirmation');
      const confirm = await visitor.open(linkIn(confirmation, `${stack().siteUrl}/fr/infolettre/confirmer/`).slice(stack().siteUrl.length), {
        viewport: VIEWPORTS.mobile,
        javaScriptEnabled,
      });
      await confirm.getByRole('button', { name: 'Confirmer mon abonnement' }).click();
      await confirm.getByRole('heading', { name: 'Vous êtes abonné' }).waitFor();

      const [slot] = await freeSlots(1, javaScriptEnabled ? 14 : 16);
      if (!slot) throw new Error('no time');
      const manage = await visitor.open((await book(`booker-${email}`, slot)).slice(stack().siteUrl.length), {
        viewport: VIEWPORTS.desktop,
        javaScriptEnabled,
      });
      await manage.getByRole('heading', { name: 'Cancel my demo' }).click();
      await manage.getByRole('button', { name: 'Yes, cancel my demo' }).click();
      await manage.getByText('Your demo is cancelled.', { exact: false }).waitFor();
      expect(await holderOf(slot)).toEqual([]);
    });
  }
});
