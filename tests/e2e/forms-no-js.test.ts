// Every form with JavaScript disabled, in headless Chromium against the real site, Directus and SMTP:
// the server answers with the page, its messages next to the fields in the visitor's language and
// their values kept; the demo's steps (time chooser for a chosen day) are server-rendered; a stored
// submission redirects to its thanks, and reloading the thanks sends nothing again. Also what is
// refused: a post faster than a person, an oversized body, a content type no form sends.
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages } from '../../kit/i18n/messages';
import { admin, stack } from '../support/admin';
import { DEMO_FORM_TEXT } from '../support/demo-text';
import { axeViolationsWithoutJs, visitors, VIEWPORTS } from '../support/browser';
import { waitForMail } from '../support/mailbox';

const tag = Date.now().toString(36);
const visitor = visitors(() => stack().siteUrl);

/** A visitor without JavaScript. */
const open = (path: string, width: keyof typeof VIEWPORTS = 'mobile') => visitor.open(path, { viewport: VIEWPORTS[width], javaScriptEnabled: false });
/** A person takes a moment: the server refuses posts faster than FORM_MIN_FILL_MS (1 s in tests). */
const moment = () => new Promise((r) => setTimeout(r, 1_100));
const alerts = async (page: Page, scope = 'form') => (await page.locator(`${scope} [role="alert"]`).allTextContents()).map((t) => t.trim()).filter(Boolean);
const submissions = async (email: string) =>
  z.array(z.unknown()).parse(await (await admin()).get(`/items/form_submissions?filter[email][_eq]=${encodeURIComponent(email)}`)).length;
const requests = async (email: string) =>
  z
    .array(z.object({ starts_at: z.string().nullable(), locale: z.string() }))
    .parse(await (await admin()).get(`/items/demo_requests?filter[email][_eq]=${encodeURIComponent(email)}&fields=starts_at,locale`));

const TEXT = {
  en: {
    ...DEMO_FORM_TEXT.en,
    path: '/demo',
    showTimes: 'Show times',
    thanks: 'Thanks for booking your demo!',
    role: 'Energy Advisor',
  },
  fr: {
    ...DEMO_FORM_TEXT.fr,
    path: '/fr/demo',
    showTimes: 'Afficher les plages',
    thanks: 'Merci d’avoir réservé votre démo!',
    role: 'Conseiller en énergie',
  },
} as const;

describe.each(['en', 'fr'] as const)('the demo booking without JavaScript (%s)', (locale) => {
  it('shows the messages, keeps what was typed, chooses a day and a time on the server, and books', async () => {
    const t = TEXT[locale];
    const email = `nojs-${locale}-${tag}@example.com`;
    const page = await open(t.path);
    const form = page.locator('[data-kind="demo_booking"] form');
    await form.getByRole('button', { name: t.next }).click();
    expect(await alerts(page)).toEqual(t.required);
    expect(await axeViolationsWithoutJs(page, '[data-kind="demo_booking"]')).toEqual([]);

    // What was typed survives the round trip; the one wrong field is named.
    await form.getByLabel(new RegExp(`^${locale === 'fr' ? 'Nom' : 'Name'}`)).fill('Nora Lavoie');
    await form.getByLabel(new RegExp(`^${locale === 'fr' ? 'Entreprise' : 'Company'}`)).fill('Énergie Nord');
    await form.getByLabel(new RegExp(`^${locale === 'fr' ? 'Courriel' : 'Email'}`)).fill('nora@');
    await form.getByLabel(new RegExp(`^${locale === 'fr' ? 'Rôle' : 'Role'}`)).selectOption({ label: t.role });
    await form.getByLabel(t.consent).check();
    await form.getByRole('button', { name: t.next }).click();
    expect(await alerts(page)).toEqual([locale === 'fr' ? 'Doit être un courriel valide' : 'Must be a valid email']);
    expect(await form.getByLabel(new RegExp(`^${locale === 'fr' ? 'Entreprise' : 'Company'}`)).inputValue()).toBe('Énergie Nord');
    expect(await form.getByLabel(t.consent).isChecked()).toBe(true);

    await form.getByLabel(new RegExp(`^${locale === 'fr' ? 'Courriel' : 'Email'}`)).fill(email);
    await form.getByRole('button', { name: t.next }).click();
    // The time step: the first day with free times, its times as radio buttons, in Eastern time.
    const times = form.locator('input[name="slot"]');
    expect(await times.count()).toBeGreaterThan(0);
    await page.getByText(locale === 'fr' ? /heure (normale|avancée) de l’Est/ : /Eastern (Standard|Daylight) Time/).waitFor();
    // Another day, by the date field and "Show times".
    const later = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);
    await form.locator('input[name="day"]').fill(later);
    await form.getByRole('button', { name: t.showTimes }).click();
    expect(await form.locator('input[name="day"]').inputValue()).toBe(later);
    const offered = await form.locator('input[name="slot"]').count();
    if (offered === 0) {
      await page.getByText(messages[locale]['form.times.empty']).waitFor();
      await form.locator('input[name="day"]').fill(new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10));
      await form.getByRole('button', { name: t.showTimes }).click();
      await form.locator('input[name="day"]').fill(new Date(Date.now() + 11 * 86_400_000).toISOString().slice(0, 10));
      await form.getByRole('button', { name: t.showTimes }).click();
    }
    expect(await axeViolationsWithoutJs(page, '[data-kind="demo_booking"]')).toEqual([]);
    const slot = (await form.locator('input[name="slot"]').first().getAttribute('value')) ?? '';
    await form.locator('input[name="slot"]').first().check({ force: true });
    await moment();
    await form.getByRole('button', { name: t.confirm }).click();

    // Post/redirect/get: the thanks, at the form, and a reload sends nothing again.
    await page.getByText(t.thanks).waitFor();
    expect(new URL(page.url()).searchParams.get('status')).toBe('booked');
    expect(new URL(page.url()).hash).toMatch(/^#form-\d+$/);
    await page.reload();
    await page.getByText(t.thanks).waitFor();
    const startsAtSlot: unknown = expect.stringMatching(slot.slice(0, 16));
    expect(await requests(email)).toEqual([{ starts_at: startsAtSlot, locale }]);
    await waitForMail(email, 1);
  });
});

describe('the small forms without JavaScript', () => {
  it('newsletter: names the problems in French, then thanks, and stores one pending address', async () => {
    const email = `nojs-news-${tag}@example.com`;
    const page = await open('/fr/blog');
    const form = page.locator('[data-kind="newsletter"] form');
    await form.getByLabel(/^Courriel/).fill('lecteur@');
    await form.getByRole('button', { name: 'M’abonner' }).click();
    expect(await alerts(page)).toEqual(['Doit être un courriel valide', 'Pour vous abonner, veuillez accepter de recevoir notre infolettre.']);
    expect(await form.getByLabel(/^Courriel/).inputValue()).toBe('lecteur@');
    await form.getByLabel(/^Courriel/).fill(email);
    await form.getByLabel('J’accepte de recevoir l’infolettre par courriel.').check();
    await moment();
    await form.getByRole('button', { name: 'M’abonner' }).click();
    await page.getByText('Presque terminé! Vérifiez votre boîte de réception et confirmez votre abonnement avec le lien que nous vous avons envoyé.').waitFor();
    expect(await submissions(email)).toBe(1);
    await waitForMail(email, 1);
  });

  it('waitlist: asks the role, then thanks', async () => {
    const email = `nojs-wait-${tag}@example.com`;
    const page = await open('/stride', 'desktop');
    const form = page.locator('[data-kind="waitlist"] form');
    await form.getByLabel(/^Email/).fill(email);
    await form.getByRole('button', { name: 'Join the waitlist' }).click();
    expect(await alerts(page)).toEqual(['Please select your role']);
    await form.getByLabel(/^Role/).selectOption({ label: 'HVAC Installer' });
    await moment();
    await form.getByRole('button', { name: 'Join the waitlist' }).click();
    await page.getByText("Thanks! You're on the Stride waitlist. We'll write to you when it's your turn.").waitFor();
    expect(await submissions(email)).toBe(1);
  });

  it('report: names the out-of-range latitude with its value, then thanks', async () => {
    const email = `nojs-report-${tag}@example.com`;
    const page = await open('/report');
    const form = page.locator('[data-kind="report"] form');
    await form.getByLabel(/^Address/).fill('12 Main Street, Ottawa ON');
    await form.getByLabel(/^Email/).fill(email);
    await form.getByLabel(/^Latitude/).fill('95');
    await moment();
    await form.getByRole('button', { name: 'Get my report' }).click();
    expect(await alerts(page)).toEqual(['Latitude must be a number between -90 and 90, but was: 95']);
    await form.getByLabel(/^Latitude/).fill('45.4');
    await moment();
    await form.getByRole('button', { name: 'Get my report' }).click();
    await page.getByText("Thanks! We've received your address. Your report will arrive by email in 5-10 minutes.").waitFor();
    expect(new URL(page.url()).searchParams.get('status')).toBe('received');
    expect(await submissions(email)).toBe(1);
  });

  it('the request-only demo form: thanks without a time', async () => {
    const email = `nojs-request-${tag}@example.com`;
    const page = await open('/demo-old');
    const form = page.locator('[data-kind="demo_request"] form');
    await form.getByLabel(/^Name/).fill('Ravi Singh');
    await form.getByLabel(/^Company/).fill('City of Laval');
    await form.getByLabel(/^Email/).fill(email);
    await form.getByLabel(/^Role/).selectOption({ label: 'Other' });
    await form.getByLabel('I agree to be contacted about my demo.').check();
    await moment();
    await form.getByRole('button', { name: 'Send my request' }).click();
    // Other asks the industry: the server says so, and the field appears.
    expect(await alerts(page)).toEqual(['Please enter your industry']);
    await form.getByLabel(/^please specify your industry/).fill('Municipal government');
    await moment();
    await form.getByRole('button', { name: 'Send my request' }).click();
    await page.getByText("We've received your request. Our team will get back to you shortly!").waitFor();
    expect(await requests(email)).toEqual([{ starts_at: null, locale: 'en' }]);
  });
});

describe('refused without losing the form', () => {
  const pageHtml = async (path: string) => (await fetch(`${stack().siteUrl}${path}`, { headers: { 'x-forwarded-for': '10.240.0.1' } })).text();
  const hidden = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';

  it('refuses a post faster than a person, in the visitor’s language, with the values kept and nothing stored', async () => {
    const email = `too-fast-${tag}@example.com`;
    const html = await pageHtml('/fr/blog');
    const fields = { _form: 'newsletter', _block: hidden(html, '_block'), _ticket: hidden(html, '_ticket'), email, consent: 'on' };
    const res = await fetch(`${stack().siteUrl}/fr/blog`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '10.240.0.2' },
      body: new URLSearchParams(fields),
    });
    expect(res.status).toBe(400);
    const body = await res.text();
    expect(body).toContain('C’était rapide! Vérifiez vos renseignements et envoyez le formulaire de nouveau.');
    expect(body).toContain(`value="${email}"`);
    expect(await submissions(email)).toBe(0);
    // Without a ticket we signed: the same.
    const forged = await fetch(`${stack().siteUrl}/blog`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '10.240.0.3' },
      body: new URLSearchParams({ ...fields, _ticket: '1.abc' }),
    });
    expect(forged.status).toBe(400);
    expect(await submissions(email)).toBe(0);
  });

  it('answers 413 to an oversized body and 415 to a content type no form sends, with a localized page', async () => {
    const huge = await fetch(`${stack().siteUrl}/fr/demo`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `name=${'x'.repeat(200_000)}`,
    });
    expect(huge.status).toBe(413);
    expect(await huge.text()).toContain('Ce formulaire est trop volumineux pour être envoyé.');
    const json = await fetch(`${stack().siteUrl}/demo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(json.status).toBe(415);
    expect(await json.text()).toContain('This form could not be read.');
    // The JSON endpoint: the same limits.
    const api = await fetch(`${stack().siteUrl}/api/forms/newsletter`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hi' });
    expect(api.status).toBe(415);
    const apiHuge = await fetch(`${stack().siteUrl}/api/forms/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x'.repeat(100_000) }),
    });
    expect(apiHuge.status).toBe(413);
  });
});
