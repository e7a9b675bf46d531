// The newsletter (on the blog), the Stride waitlist (on Stride) and the report entry (on the report
// page), in English and French, in headless Chromium against the real site and Directus: each one's
// happy path, its duplicate or invalid path, and axe on each state.
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { admin, stack } from '../support/admin';
import { axeViolations, islandsReady, launch, visitors, VIEWPORTS } from '../support/browser';

const tag = Date.now().toString(36);
const visitor = visitors(() => stack().siteUrl);

async function open(path: string): Promise<Page> {
  const page = await visitor.open(path, { viewport: VIEWPORTS.mobile });
  await islandsReady(page);
  return page;
}
const alerts = async (page: Page) => (await page.locator('form [role="alert"]').allTextContents()).filter((t) => t.trim() !== '');
const rowsFor = async (email: string) =>
  z
    .array(z.object({ type: z.string(), locale: z.string(), payload: z.unknown() }))
    .parse(await (await admin()).get(`/items/form_submissions?filter[email][_eq]=${encodeURIComponent(email)}`));

describe('newsletter', () => {
  it('checks the address and consent, subscribes, and answers a second try the same way', async () => {
    const email = `reader-${tag}@example.ca`;
    const page = await open('/blog');
    const form = page.locator('[data-kind="newsletter"]');
    await form.getByLabel(/^Email/).fill('reader@');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => alerts(page), { timeout: 5000 }).toEqual(['Must be a valid email', 'To subscribe, please agree to receive our newsletter.']);
    expect(await axeViolations(page, '[data-kind="newsletter"]')).toEqual([]);
    await form.getByLabel(/^Email/).fill(email);
    await form.getByLabel('I agree to receive the newsletter by email.').check();
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Almost done! Check your inbox and confirm your subscription with the link we sent you.').waitFor();
    expect(await axeViolations(page, '[data-kind="newsletter"]')).toEqual([]);

    const again = await open('/fr/blog');
    await again
      .locator('[data-kind="newsletter"]')
      .getByLabel(/^Courriel/)
      .fill(email.toUpperCase());
    await again.getByLabel('J’accepte de recevoir l’infolettre par courriel.').check();
    await again.getByRole('button', { name: 'M’abonner' }).click();
    await again
      .getByText('Presque terminé! Vérifiez votre boîte de réception et confirmez votre abonnement avec le lien que nous vous avons envoyé.')
      .waitFor();
    expect(await rowsFor(email)).toEqual([expect.objectContaining({ type: 'newsletter', locale: 'en' })]);
  });
});

describe('Stride waitlist', () => {
  it('asks the role, and signs up with an optional company, in French', async () => {
    const email = `installer-${tag}@example.ca`;
    const page = await open('/fr/stride');
    await page
      .locator('[data-kind="waitlist"]')
      .getByLabel(/^Courriel/)
      .fill(email);
    await page.getByRole('button', { name: 'Rejoindre la liste d’attente' }).click();
    await expect.poll(() => alerts(page), { timeout: 5000 }).toEqual(['Veuillez sélectionner votre rôle']);
    await page.getByLabel('Rôle').selectOption({ label: 'Installateur CVC' });
    await page.getByRole('button', { name: 'Rejoindre la liste d’attente' }).click();
    await page.getByText('Merci! Vous êtes sur la liste d’attente de Stride. Nous vous écrirons quand ce sera votre tour.').waitFor();
    expect(await axeViolations(page, '[data-kind="waitlist"]')).toEqual([]);
    expect(await rowsFor(email)).toEqual([expect.objectContaining({ type: 'waitlist', locale: 'fr', payload: { role: 'hvac_installer', company: null } })]);
  });
});

describe('report entry', () => {
  for (const [path, t] of [
    [
      '/report',
      {
        address: 'Address',
        email: 'Email',
        submit: 'Get my report',
        lat: 'Latitude must be a number between -90 and 90, but was: 91',
        lon: 'Longitude must be a number between -180 and 180, but was: abc',
        thanks: "Thanks! We've received your address. Your report will arrive by email in 5-10 minutes.",
      },
    ],
    [
      '/fr/rapport',
      {
        address: 'Adresse',
        email: 'Courriel',
        submit: 'Obtenir mon rapport',
        lat: 'La latitude doit être un nombre entre -90 et 90, mais était\u00a0: 91',
        lon: 'La longitude doit être un nombre entre -180 et 180, mais était\u00a0: abc',
        thanks: 'Merci! Nous avons bien reçu votre adresse. Votre rapport arrivera par courriel d’ici 5 à 10 minutes.',
      },
    ],
  ] as const) {
    it(`names out-of-range coordinates, then stores the request (${path})`, async () => {
      const email = `home-${path.length}-${tag}@example.ca`;
      const page = await open(path);
      const form = page.locator('[data-kind="report"]');
      await form.getByLabel(new RegExp(`^${t.address}`)).fill('12 rue Principale, Gatineau QC');
      await form.getByLabel(new RegExp(`^${t.email}`)).fill(email);
      await form.getByLabel(/^Latitude/).fill('91');
      await form.getByLabel(/^Longitude/).fill('abc');
      await page.getByRole('button', { name: t.submit }).click();
      await expect.poll(async () => (await alerts(page)).map((a) => a.replace(/\s/g, ' '))).toEqual([t.lat, t.lon].map((a) => a.replace(/\s/g, ' ')));
      expect(await axeViolations(page, '[data-kind="report"]')).toEqual([]);
      await form.getByLabel(/^Latitude/).fill('45.48');
      await form.getByLabel(/^Longitude/).fill('-75.70');
      await page.getByRole('button', { name: t.submit }).click();
      await page
        .getByText(t.thanks)
        .waitFor({ timeout: 20_000 })
        .catch(async (e: unknown) => {
          throw new Error(`${String(e)}; the form says: ${JSON.stringify(await form.locator('[role="alert"]').allTextContents())}`);
        });
      expect(await rowsFor(email)).toEqual([
        expect.objectContaining({ type: 'report', payload: { address: '12 rue Principale, Gatineau QC', latitude: 45.48, longitude: -75.7 } }),
      ]);
    });
  }
});

describe('a refusal of the whole send', () => {
  it('is brought into view below the sticky header and focused, on a phone (FR report, too many attempts)', async () => {
    const email = `limited-${tag}@example.ca`;
    const page = await open('/fr/rapport');
    // This visitor's address has already sent five reports in ten minutes (refused as invalid, counted all
    // the same), with its page's ticket once a person could have filled the form, as the island sends them.
    const ticket = await page.locator('input[name="_ticket"]').first().inputValue();
    await new Promise((r) => setTimeout(r, 1_100));
    const earlier: number[] = [];
    for (let i = 0; i < 5; i++)
      earlier.push(
        (await page.request.post(`${stack().siteUrl}/api/forms/report`, { data: { _ticket: ticket, email: 'not an address', locale: 'fr' } })).status(),
      );
    expect(earlier).toEqual([400, 400, 400, 400, 400]);
    const form = page.locator('[data-kind="report"]');
    await form.getByLabel(/^Adresse/).fill('12 rue Principale, Gatineau QC');
    await form.getByLabel(/^Courriel/).fill(email);
    await page.getByRole('button', { name: 'Obtenir mon rapport' }).click();
    const notice = form.getByRole('alert').filter({ hasText: 'Trop de tentatives depuis votre connexion.' });
    await notice.waitFor();
    // The notice sits at the top of the form, above where the button was pressed: it must not stay out of sight.
    await expect.poll(() => notice.evaluate((el) => el === document.activeElement)).toBe(true);
    const seen = await notice.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
      return { top: Math.round(box.top), bottom: Math.round(box.bottom), header: Math.round(header), height: window.innerHeight };
    });
    expect(seen.top, JSON.stringify(seen)).toBeGreaterThanOrEqual(seen.header);
    expect(seen.bottom, JSON.stringify(seen)).toBeLessThanOrEqual(seen.height);
    // Everything typed is still there to send again, and nothing was stored.
    expect(await form.getByLabel(/^Courriel/).inputValue()).toBe(email);
    expect(await rowsFor(email)).toEqual([]);
    expect(await axeViolations(page, '[data-kind="report"]')).toEqual([]);
  });
});

describe('before their island hydrates', () => {
  it('every form is a plain POST to its own page, so an early submit never puts an address in the URL', async () => {
    for (const path of ['/demo', '/demo-old', '/blog', '/stride', '/report', '/fr/demo', '/fr/rapport']) {
      const html = await (await fetch(`${stack().siteUrl}${path}`)).text();
      const islandForms = [...html.matchAll(/<form\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !tag.includes('data-autosubmit'));
      expect(islandForms.length, path).toBeGreaterThan(0);
      for (const tag of islandForms) {
        expect(tag, path).toContain('method="post"');
        // No action: the form posts to the page it is on, which answers it (src/forms/page-action.server.ts).
        expect(tag, path).not.toContain('action=');
      }
    }
    // Sent with no JavaScript at all, the newsletter form goes out as a POST to its page.
    const page = await visitor.open('/blog', { viewport: VIEWPORTS.mobile, javaScriptEnabled: false });
    const form = page.locator('[data-kind="newsletter"]');
    await form.getByLabel(/^Email/).fill(`early-${tag}@example.ca`);
    const request = page.waitForRequest((r) => r.method() === 'POST');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const sent = await request;
    expect(new URL(sent.url()).pathname).toBe('/blog');
    expect(sent.url()).not.toContain('early-');
  });
});

describe('a form sent while its island is still loading', () => {
  it('waits for the island, then is sent through it and thanks the visitor in place', async () => {
    const browser = await launch();
    try {
      const context = await browser.newContext({ viewport: VIEWPORTS.mobile, extraHTTPHeaders: { 'x-forwarded-for': '10.250.0.1' } });
      const page = await context.newPage();
      // A slow phone: the code that hydrates islands arrives late, once the visitor has pressed
      // (held by the test, not for a fixed time a loaded machine could outlast).
      let release = () => {};
      const arrived = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/hydrate-*.js', async (route) => {
        await arrived;
        await route.continue();
      });
      const posts: string[] = [];
      page.on('request', (r) => r.method() === 'POST' && posts.push(`${r.headers()['content-type'] ?? ''} ${new URL(r.url()).pathname}`));
      await page.goto(`${stack().siteUrl}/blog`);
      const openedAt = Date.now();
      const form = page.locator('[data-kind="newsletter"]');
      await form.getByLabel(/^Email/).fill(`early-bird-${tag}@example.ca`);
      await form.getByLabel('I agree to receive the newsletter by email.').check();
      // A person takes longer than the test site's fill time (1 s) to fill the form in: sooner, the
      // first post is refused as too fast and the island sends it again once that time is up.
      await page.waitForTimeout(Math.max(0, openedAt + 1_100 - Date.now()));
      await page.getByRole('button', { name: 'Subscribe' }).click();
      expect(await page.locator('[data-island-hydrated]').count()).toBe(0);
      release();
      // The island's start, then the answer: on a loaded machine, more than 10 s (seen once).
      await page.getByText('Almost done! Check your inbox and confirm your subscription with the link we sent you.').waitFor({ timeout: 30_000 });
      expect(new URL(page.url()).pathname).toBe('/blog');
      expect(posts).toEqual(['application/json /api/forms/newsletter']);
      await context.close();
    } finally {
      await browser.close();
    }
  });
});

describe('a form whose island cannot start', () => {
  it('keeps what the visitor typed before the islands started, goes as the plain post it is, and its answer never sends it twice', async () => {
    const browser = await launch();
    try {
      const email = `no-island-${tag}@example.ca`;
      const context = await browser.newContext({ viewport: VIEWPORTS.mobile, extraHTTPHeaders: { 'x-forwarded-for': '10.250.0.2' } });
      const page = await context.newPage();
      // The code that hydrates islands never arrives (a blocked script, a failed chunk), and on this slow
      // phone the island loader itself arrives only after the visitor has begun typing.
      await page.route('**/assets/hydrate-*.js', (route) => route.abort());
      let typed = () => {};
      const typing = new Promise<void>((resolve) => (typed = resolve));
      await page.route('**/assets/islands-*.js', async (route) => {
        await typing;
        await route.continue();
      });
      const posts: string[] = [];
      page.on('request', (r) => r.method() === 'POST' && posts.push(new URL(r.url()).pathname));
      const documents: string[] = [];
      page.on('framenavigated', (frame) => frame === page.mainFrame() && documents.push(frame.url()));
      await page.goto(`${stack().siteUrl}/blog`);
      const form = page.locator('[data-kind="newsletter"]');
      await form.getByLabel(/^Email/).fill(email);
      typed();
      // The island's code fails: the page, where a form is being filled in, is not reloaded under the visitor.
      await page.locator('[data-island-failed]').waitFor({ state: 'attached' });
      expect(documents).toHaveLength(1);
      expect(await form.getByLabel(/^Email/).inputValue()).toBe(email);

      // A person takes a moment (the server refuses posts faster than FORM_MIN_FILL_MS, 1 s in tests).
      await page.waitForTimeout(1_100);
      await page.getByRole('button', { name: 'Subscribe' }).click();
      // Its page answers: consent is missing, and what was typed is still there.
      await page.getByText('To subscribe, please agree to receive our newsletter.').waitFor({ timeout: 10_000 });
      expect(await form.getByLabel(/^Email/).inputValue()).toBe(email);
      // That answer is marked so that nothing reloads it, which would send the post again.
      expect(await page.locator('html').getAttribute('data-post-answer')).toBe('');

      await form.getByLabel('I agree to receive the newsletter by email.').check();
      await page.waitForTimeout(1_100);
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await page.getByText('Almost done! Check your inbox and confirm your subscription with the link we sent you.').waitFor({ timeout: 10_000 });
      expect(new URL(page.url()).searchParams.get('status')).toBe('received');
      expect(await page.locator('html').getAttribute('data-post-answer')).toBeNull();
      expect(posts).toEqual(['/blog', '/blog']);
      expect(await rowsFor(email)).toEqual([expect.objectContaining({ type: 'newsletter' })]);
      await context.close();
    } finally {
      await browser.close();
    }
  });
});
