// The demo form as visitors use it, in English and French, in headless Chromium against the real
// site and Directus: every validation message, the Other -> industry branch, the time chooser (its
// empty day), back without losing input, 'Booking...', the confirmation, the conversion call, the
// request-only form, and Directus being unreachable. axe checks each state.
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { admin, stack } from '../support/admin';
import { DEMO_FORM_TEXT } from '../support/demo-text';
import { axeViolations, islandsReady, visitors, watchErrors } from '../support/browser';
import { siteWithoutDirectus } from '../support/site-without-directus';

const site = () => stack().siteUrl;
const tag = Date.now().toString(36);
const visitor = visitors(site);

/** A visitor in Vancouver (times show in their zone) on a page with a form. */
async function open(path: string): Promise<Page> {
  const page = await visitor.open(path, { timezoneId: 'America/Vancouver' });
  await islandsReady(page);
  return page;
}

const T = {
  en: {
    ...DEMO_FORM_TEXT.en,
    path: '/demo',
    name: 'Name',
    company: 'Company',
    email: 'Email',
    role: 'Role',
    industry: 'please specify your industry',
    back: 'Back',
    booking: 'Booking...',
    day: 'Day',
    days: 'Days with free times',
    other: 'Other',
    advisor: 'Energy Advisor',
    invalid: ['Must be a valid name', 'Must be a valid company name', 'Must be a valid email'],
    industryRequired: 'Please enter your industry',
    industryInvalid: 'Must be a valid industry',
    empty: 'No times available for this day. Please choose another date.',
    zone: (name: string) => `Times are shown in your time zone: ${name}.`,
    thanks: 'Thanks for booking your demo!',
    thanksBody: "You'll receive an email with meeting details and link shortly.",
  },
  fr: {
    ...DEMO_FORM_TEXT.fr,
    path: '/fr/demo',
    name: 'Nom',
    company: 'Entreprise',
    email: 'Courriel',
    role: 'Rôle',
    industry: 'veuillez préciser votre secteur d’activité',
    back: 'Retour',
    booking: 'Réservation en cours...',
    day: 'Jour',
    days: 'Jours avec des plages libres',
    other: 'Autre',
    advisor: 'Conseiller en énergie',
    invalid: ['Doit être un nom valide', 'Doit être un nom d’entreprise valide', 'Doit être un courriel valide'],
    industryRequired: 'Veuillez entrer votre secteur d’activité',
    industryInvalid: 'Doit être un secteur d’activité valide',
    empty: 'Aucune disponibilité pour cette journée. Veuillez choisir une autre date.',
    zone: (name: string) => `Les heures sont affichées dans votre fuseau horaire\u00a0: ${name}.`,
    thanks: 'Merci d’avoir réservé votre démo!',
    thanksBody: 'Vous recevrez sous peu un courriel avec les détails et le lien de la rencontre.',
  },
} as const;

/** The messages shown (each field keeps an empty alert line, so nothing moves when one appears). */
const alerts = async (page: Page) => (await page.locator('form [role="alert"]').allTextContents()).filter((t) => t.trim() !== '');

/** The next Saturday and a weekday with free times, as YYYY-MM-DD (the firm's schedule: weekdays). */
async function days(): Promise<{ saturday: string; weekday: string }> {
  let saturday = new Date(Date.now() + 2 * 86_400_000);
  while (saturday.getUTCDay() !== 6) saturday = new Date(saturday.getTime() + 86_400_000);
  for (let i = 3; i < 17; i++) {
    const day = new Date(Date.now() + i * 86_400_000).toISOString().slice(0, 10);
    const body = z.object({ slots: z.array(z.string()) }).parse(await (await fetch(`${site()}/api/demo/availability?day=${day}`)).json());
    if (body.slots.length > 2) return { saturday: saturday.toISOString().slice(0, 10), weekday: day };
  }
  throw new Error('no weekday with free times');
}

for (const locale of ['en', 'fr'] as const) {
  const t = T[locale];
  describe(`demo booking (${locale})`, () => {
    it('shows every message on submit, focuses the first invalid field, and the malformed ones on blur', async () => {
      const page = await open(t.path);
      const errors = watchErrors(page);
      await page.getByRole('button', { name: t.next }).click();
      await expect.poll(() => alerts(page)).toEqual(t.required);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('name');
      expect(await page.getByLabel(t.name).getAttribute('aria-invalid')).toBe('true');
      expect(await axeViolations(page, 'form')).toEqual([]);

      await page.getByLabel(t.name).fill('R2-D2');
      await page.getByLabel(t.company).fill('!!!');
      await page.getByLabel(t.email).fill('not-an-email');
      await page.getByLabel(t.email).blur();
      await expect.poll(async () => (await alerts(page)).slice(0, 3)).toEqual(t.invalid);
      expect(errors).toEqual([]);
    });

    it('asks the industry only of Other, with its own messages', async () => {
      const page = await open(t.path);
      expect(await page.getByLabel(t.industry).count()).toBe(0);
      await page.getByLabel(t.role).selectOption({ label: t.other });
      await page.getByLabel(t.industry).waitFor();
      await page.getByRole('button', { name: t.next }).click();
      await expect.poll(() => alerts(page)).toContain(t.industryRequired);
      await page.getByLabel(t.industry).fill('@@');
      await page.getByLabel(t.industry).blur();
      await expect.poll(() => alerts(page)).toContain(t.industryInvalid);
      await page.getByLabel(t.role).selectOption({ label: t.advisor });
      expect(await page.getByLabel(t.industry).count()).toBe(0);
    });

    it('books a time: empty day, back without losing input, Booking..., the confirmation and the conversion', async () => {
      const { saturday, weekday } = await days();
      const page = await open(t.path);
      const email = `booker-${locale}-${tag}@example.ca`;
      await page.getByLabel(t.name).fill('Zoë L’Heureux-Tremblay');
      await page.getByLabel(t.company).fill('Énergie Côté & Fils');
      await page.getByLabel(t.email).fill(email);
      await page.getByLabel(t.role).selectOption({ label: t.other });
      await page.getByLabel(t.industry).fill('Municipal government');
      await page.getByLabel(t.consent).check();
      await page.getByRole('button', { name: t.next }).click();

      // The visitor (in Vancouver) is told which zone the times are in.
      // ('Pacific Standard Time' in winter, 'heure avancée du Pacifique' in summer: as the browser names it.
      // Asked of the browser, not of Node: their time-zone data differ, and British Columbia's rules changed.)
      const zoneName = await page.evaluate(
        (lang) =>
          new Intl.DateTimeFormat(lang, { timeZone: 'America/Vancouver', timeZoneName: 'long' })
            .formatToParts(new Date())
            .find((p) => p.type === 'timeZoneName')?.value ?? '',
        locale === 'en' ? 'en' : 'fr-CA',
      );
      expect(
        (
          await page
            .getByText(/time zone:|fuseau horaire/)
            .first()
            .textContent()
        )?.replace(/\s/g, ' '),
      ).toBe(t.zone(zoneName).replace(/\s/g, ' '));
      // The days that have free times are listed, the first one chosen and its times shown; another is one press away.
      const openDays = page.getByRole('group', { name: t.days }).getByRole('button');
      await openDays.first().waitFor();
      expect(await openDays.first().getAttribute('aria-pressed')).toBe('true');
      await page.getByRole('radio').first().waitFor();
      await openDays.nth(1).click();
      await expect.poll(() => openDays.nth(1).getAttribute('aria-pressed')).toBe('true');
      await page.getByRole('radio').first().waitFor();
      await page.getByLabel(t.day).fill(saturday);
      await page.getByText(t.empty).waitFor();
      expect(await axeViolations(page, 'form')).toEqual([]);

      await page.getByRole('button', { name: t.back }).click();
      expect(await page.getByLabel(t.name).inputValue()).toBe('Zoë L’Heureux-Tremblay');
      expect(await page.getByLabel(t.industry).inputValue()).toBe('Municipal government');
      expect(await page.getByLabel(t.consent).isChecked()).toBe(true);
      await page.getByRole('button', { name: t.next }).click();

      await page.getByLabel(t.day).fill(weekday);
      const first = page.getByRole('radio').first();
      await first.waitFor();
      expect(await axeViolations(page, 'form')).toEqual([]);
      await first.check({ force: true });
      // Hold the booking in flight until its label has been seen.
      let release = () => {};
      const seen = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/forms/demo', async (route) => {
        await seen;
        await route.continue();
      });
      await page.getByRole('button', { name: t.confirm }).click();
      await page.getByRole('button', { name: t.booking }).waitFor();
      release();
      await page.getByRole('heading', { name: t.thanks }).waitFor();
      expect(await page.getByText(t.thanksBody).count()).toBe(1);
      expect(await axeViolations(page, '[data-block="embed"]')).toEqual([]);
      // This visitor refused cookies: the booking sent nothing to Google (tests/e2e/consent.test.ts has the rest).
      expect(await page.evaluate(() => 'dataLayer' in window || 'gtag' in window)).toBe(false);

      const rows = z
        .array(z.object({ locale: z.string(), industry: z.string().nullable(), visitor_time_zone: z.string() }))
        .parse(await (await admin()).get(`/items/demo_requests?filter[email][_eq]=${encodeURIComponent(email)}&fields=locale,industry,visitor_time_zone`));
      expect(rows).toEqual([{ locale, industry: 'Municipal government', visitor_time_zone: 'America/Vancouver' }]);
    });
  });
}

describe('request-only demo form (/demo-old)', () => {
  it('sends a request with the same validation, and thanks in French', async () => {
    const page = await open('/fr/demo-old');
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await expect.poll(() => alerts(page)).toEqual(T.fr.required);
    await page.getByLabel(T.fr.name).fill('Jean-Philippe Gagnon');
    await page.getByLabel(T.fr.company).fill('Ville de Rivière-Claire');
    await page.getByLabel(T.fr.email).fill(`jp-${tag}@example.ca`);
    await page.getByLabel(T.fr.role).selectOption({ label: 'Installateur CVC' });
    await page.getByLabel(T.fr.consent).check();
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await page.getByRole('heading', { name: 'Nous avons bien reçu votre demande. Notre équipe vous répondra sous peu!' }).waitFor();
    expect(await axeViolations(page, '[data-block="embed"]')).toEqual([]);
  });
});

describe('Directus unreachable', () => {
  // The same site, pointed at an address where no Directus answers.
  const cut = siteWithoutDirectus();

  it('says so in the visitor’s language, keeps everything typed, and stores nothing', async () => {
    const page = await open('/demo-old');
    // The page came from a working site; its submission goes to a site server whose Directus is gone.
    await page.route('**/api/forms/demo', (route) => route.continue({ url: `${cut().url}/api/forms/demo` }));
    const email = `down-${tag}@example.ca`;
    await page.getByLabel(T.en.name).fill('Ada Lovelace');
    await page.getByLabel(T.en.company).fill('Analytical Engines');
    await page.getByLabel(T.en.email).fill(email);
    await page.getByLabel(T.en.role).selectOption({ label: 'HVAC Installer' });
    await page.getByLabel(T.en.consent).check();
    await page.getByRole('button', { name: 'Send my request' }).click();
    await page.getByText("We couldn't send this right now. Everything you typed is still here: please try again in a moment.").waitFor();
    expect(await page.getByLabel(T.en.name).inputValue()).toBe('Ada Lovelace');
    expect(await page.getByLabel(T.en.email).inputValue()).toBe(email);
    expect(await page.getByLabel(T.en.consent).isChecked()).toBe(true);
    expect(await axeViolations(page, 'form')).toEqual([]);
    const rows = z.array(z.unknown()).parse(await (await admin()).get(`/items/demo_requests?filter[email][_eq]=${encodeURIComponent(email)}`));
    expect(rows).toEqual([]);
  });
});
