// The team's data-request page (issue 31, extensions/site-privacy) as the sample marketer meets it in
// the Data Studio, in headless Chromium against the real Directus and site, in English and in French:
// a person's data is made through the site's public forms, the marketer opens their demo request,
// follows its "Download or erase this person’s data" link to the page (in the Studio's language, the
// address filled in from the item), downloads the JSON (theirs, nothing of anyone else's), then erases
// it after the confirming step (logged as done by the marketer; the other person's data untouched).
// A mistyped address and a person with an upcoming demo are refused in the same language, and the page
// refuses anonymous readers and other sites' posts. Screenshots land in /tmp/look-studio-privacy/.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SAMPLE_MARKETER_EMAIL } from '../../directus/studio/marketing';
import { salesTime } from '../../directus/extensions/site-privacy/src/studio-routes';
import { admin, stack } from '../support/admin';
import { launch } from '../support/browser';
import { marketerAt, marketerStudio } from '../support/studio';
import { freeSlot, ipSequence } from '../support/demo-times';
import { withTicket } from '../support/form-ticket';

const shots = '/tmp/look-studio-privacy';
const tag = Date.now().toString(36);
let n = 0;
const newEmail = (who: string) => `studio-privacy-${who}-${tag}-${n++}@example.com`;
const newIp = ipSequence(69);
const site = (path: string) => `${stack().siteUrl}${path}`;
const directus = (path: string) => `${stack().directusUrl}${path}`;

let browser: Browser;
let marketerId = '';
let languageBefore: string | null = null;

/** Sends one of the site's public forms, as a visitor's browser does; returns its reference. */
async function submit(kind: 'demo' | 'report', body: Record<string, unknown>): Promise<string> {
  const res = await fetch(site(`/api/forms/${kind}`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': newIp() },
    body: JSON.stringify(await withTicket(stack().siteUrl, { locale: 'en', source: '/demo', ...body })),
  });
  expect(res.status, `${kind}: ${await res.clone().text()}`).toBe(201);
  return z.object({ reference: z.string() }).parse(await res.json()).reference;
}

const Row = z.object({ id: z.number() }).catchall(z.unknown());
const rows = async (collection: string, filter: Record<string, unknown>, fields = 'id') =>
  z.array(Row).parse(await (await admin()).get(`/items/${collection}?filter=${encodeURIComponent(JSON.stringify(filter))}&fields=${fields}&limit=-1`));

/** A person who asked for a demo (without a time) and a report, through the site's forms. */
async function person(who: string, email = newEmail(who)) {
  const demo = await submit('demo', { name: `${who} Bouchard`, company: `Privacy ${tag}`, email, role: 'energy_advisor', consent: true });
  const report = await submit('report', { address: `12 rue ${who} ${tag}`, email });
  const [row] = await rows('demo_requests', { reference: { _eq: demo } });
  if (!row) throw new Error(`no demo request ${demo}`);
  return { email, demo, report, demoId: row.id };
}

/** What is stored for an address, read as the admin. */
async function storedFor(email: string) {
  const [demos, subs, mails] = await Promise.all([
    rows('demo_requests', { email: { _eq: email } }, 'id,reference'),
    rows('form_submissions', { _and: [{ email: { _eq: email } }, { type: { _neq: 'privacy' } }] }, 'id,reference,type'),
    rows('mail_outbox', { to: { _eq: email } }),
  ]);
  return { demos, subs, mails };
}

const privacyLog = (action: 'export' | 'erase') =>
  rows(
    'form_submissions',
    { _and: [{ type: { _eq: 'privacy' } }, { privacy_channel: { _eq: 'studio' } }, { privacy_action: { _eq: action } }, { handled_by: { _eq: marketerId } }] },
    'id,email,privacy_status,privacy_summary,handled_by,privacy_channel,privacy_action',
  );

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
}

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  browser = await launch();
  const [me] = z
    .array(z.object({ id: z.string(), language: z.string().nullable() }))
    .parse(await (await admin()).get(`/users?filter[email][_eq]=${encodeURIComponent(SAMPLE_MARKETER_EMAIL)}&fields=id,language`));
  if (!me) throw new Error('no sample marketer');
  marketerId = me.id;
  languageBefore = me.language;
});
afterAll(async () => {
  if (marketerId) await (await admin()).patch(`/users/${marketerId}`, { language: languageBefore });
  await browser?.close();
});

const words = {
  en: {
    studio: 'en-US',
    title: 'Download or erase a person’s data',
    download: 'Download their data (JSON)',
    review: 'Erase their data…',
    erase: 'Erase for good',
    counts: [/^1 demo request\(s\)$/, /^1 form submission\(s\)$/, /^(\d+) e-mail\(s\) in the outbox$/],
    erased: 'Erased:',
    cancel: 'Cancel',
    another: 'Another request',
    invalid: 'Enter a valid e-mail address, like name@example.com.',
    upcoming: 'This person has an upcoming demo (',
    nothing: 'Nothing was erased.',
  },
  fr: {
    studio: 'fr-CA',
    title: 'Télécharger ou effacer les données d’une personne',
    download: 'Télécharger ses données (JSON)',
    review: 'Effacer ses données…',
    erase: 'Effacer définitivement',
    counts: [/^1 demande\(s\) de démo$/, /^1 formulaire\(s\) reçu\(s\)$/, /^(\d+) courriel\(s\) sortant\(s\)$/],
    erased: 'Effacé :',
    cancel: 'Annuler',
    another: 'Une autre demande',
    invalid: 'Entrez une adresse courriel valide, comme nom@exemple.com.',
    upcoming: 'Cette personne a une démo à venir (',
    nothing: 'Rien n’a été effacé.',
  },
} as const;

/** The marketer, signed in with their Studio in `lang`, landing on `lastPage` (a Studio path). */
async function marketerIn(lang: 'en' | 'fr', lastPage: string): Promise<Page> {
  await (await admin()).patch(`/users/${marketerId}`, { language: words[lang].studio });
  return marketerStudio(browser, lastPage, { locale: lang === 'fr' ? 'fr-CA' : 'en-US', acceptDownloads: true });
}

const items = async (page: Page) => (await page.locator('main ul li').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());

describe.each(['en', 'fr'] as const)('the team’s data-request page in the Data Studio, as the sample marketer (%s)', (lang) => {
  const w = words[lang];

  it('follows the demo request’s link to the page, downloads the person’s data, then erases it', { timeout: 180_000 }, async () => {
    const started = Date.now();
    const ana = await person(`ana-${lang}`);
    // Another person, whose address contains the first one's: nothing of theirs may show or go.
    const other = await person(`bob-${lang}`, `x${ana.email}`);
    const otherBefore = await storedFor(other.email);
    expect(otherBefore.demos).toHaveLength(1);
    expect(otherBefore.subs).toHaveLength(1);

    const studio = await marketerIn(lang, `/content/demo_requests/${ana.demoId}`);
    expect(studio.url()).toContain(`/admin/content/demo_requests/${ana.demoId}`);
    const link = studio.getByRole('link', { name: /Download or erase this person’s data · Télécharger ou effacer ses données/ });
    await link.waitFor({ timeout: 30_000 });
    await link.scrollIntoViewIfNeeded();
    const href = async () => link.evaluate((a) => (a instanceof HTMLAnchorElement ? a.href : ''));
    // The link leaves the Studio for the page on Directus's own address, with the item's address
    // (the Studio writes it in once the item is loaded).
    await expect
      .poll(async () => new URL(await href()).searchParams.get('email'), { timeout: 15_000, message: 'the link carries the item’s address' })
      .toBe(ana.email);
    expect(new URL(await href()).origin + new URL(await href()).pathname).toBe(directus('/site-privacy'));
    await studio.waitForTimeout(500);
    await studio.screenshot({ path: join(shots, `${lang}-1-demo-request.png`) });

    // Following it: a new tab if the Studio opens one, else this one.
    const opened = studio
      .context()
      .waitForEvent('page', { timeout: 10_000 })
      .catch(() => null);
    await link.click();
    const tab = await opened;
    const page = tab ?? studio;
    console.info(`[studio-privacy] ${lang}: the link opened ${tab ? 'a new tab' : 'in the same tab'}`);
    await page.waitForURL(/\/site-privacy\?/);
    await page.getByRole('heading', { level: 1, name: w.title }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe(lang);
    expect(await page.title()).toBe(w.title);
    expect(await page.locator('#email').inputValue()).toBe(ana.email);
    await shot(page, `${lang}-2-page`);

    // Download: a JSON file of this person's demo request and report, and nothing of the other's.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: w.download }).click()]);
    expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
    const text = readFileSync(await download.path(), 'utf8');
    const file = z
      .object({
        email: z.string(),
        demoRequests: z.array(z.object({ reference: z.string(), email: z.string() })),
        submissions: z.array(z.object({ reference: z.string(), form: z.string(), email: z.string() })),
        emails: z.array(z.object({ to: z.string() })),
      })
      .parse(JSON.parse(text));
    expect(file.email).toBe(ana.email);
    expect(file.demoRequests.map((d) => d.reference)).toEqual([ana.demo]);
    expect(file.submissions.map((s) => [s.reference, s.form])).toEqual([[ana.report, 'report']]);
    expect(file.emails.length).toBeGreaterThanOrEqual(1);
    for (const leak of [other.email, other.demo, other.report, `12 rue bob-${lang}`]) expect(text, leak).not.toContain(leak);
    // Downloading changes nothing, and is logged as done by the marketer (counts only).
    expect((await storedFor(ana.email)).demos).toHaveLength(1);
    const [exported] = (await privacyLog('export')).slice(-1);
    expect(exported).toMatchObject({ email: null, privacy_status: 'done', privacy_summary: { demoRequests: 1, submissions: 1 } });
    await shot(page, `${lang}-3-after-download`);

    // Erase: the confirming page says what goes, then the result.
    await page.getByRole('button', { name: w.review }).click();
    await page.getByRole('button', { name: w.erase }).waitFor();
    expect(await page.locator('main strong').first().innerText()).toBe(ana.email);
    const listed = await items(page);
    expect(listed).toHaveLength(3);
    w.counts.forEach((count, i) => expect(listed[i], listed.join(' | ')).toMatch(count));
    expect(Number(w.counts[2].exec(listed[2] ?? '')?.[1])).toBeGreaterThanOrEqual(1);
    const hrefOf = async (name: string) => page.getByRole('link', { name }).evaluate((a) => (a instanceof HTMLAnchorElement ? a.href : ''));
    expect(await hrefOf(w.cancel)).toBe(directus(`/site-privacy?email=${encodeURIComponent(ana.email)}`));
    // Nothing has gone yet.
    expect((await storedFor(ana.email)).demos).toHaveLength(1);
    await shot(page, `${lang}-4-confirm`);

    await page.getByRole('button', { name: w.erase }).click();
    await page.getByRole('status').filter({ hasText: w.erased }).waitFor();
    expect(await page.getByRole('status').innerText()).toContain(ana.email);
    const done = await items(page);
    expect(done[0]).toMatch(w.counts[0]);
    expect(done[1]).toMatch(w.counts[1]);
    expect(await hrefOf(w.another)).toBe(directus('/site-privacy'));
    await shot(page, `${lang}-5-erased`);

    const after = await storedFor(ana.email);
    expect(after.demos).toEqual([]);
    expect(after.subs).toEqual([]);
    expect(after.mails).toEqual([]);
    expect(await rows('demo_requests', { reference: { _eq: ana.demo } })).toEqual([]);
    expect(await rows('form_submissions', { reference: { _eq: ana.report } })).toEqual([]);
    // Logged: by the marketer, from the Studio; the address kept until the site closes a possible
    // sign-in account of that address (its retention run), by design.
    const logged = (await privacyLog('erase')).filter((r) => r.email === ana.email);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      handled_by: marketerId,
      privacy_channel: 'studio',
      privacy_action: 'erase',
      privacy_summary: { demoRequests: 1, submissions: 1 },
    });
    // The other person's data is all still there.
    const otherAfter = await storedFor(other.email);
    expect(otherAfter.demos.map((r) => r.id)).toEqual(otherBefore.demos.map((r) => r.id));
    expect(otherAfter.subs.map((r) => r.id)).toEqual(otherBefore.subs.map((r) => r.id));
    expect(otherAfter.mails.map((r) => r.id)).toEqual(otherBefore.mails.map((r) => r.id));
    console.info(`[studio-privacy] ${lang}: link, download and erasure in ${Date.now() - started} ms`);
  });

  it('says so, in the Studio’s language, for a mistyped address and for a person with an upcoming demo (nothing erased)', { timeout: 180_000 }, async () => {
    const started = Date.now();
    const email = newEmail(`cleo-${lang}`);
    const slot = await freeSlot(lang === 'en' ? 17 : 19);
    const demo = await submit('demo', {
      name: 'Cleo Roy',
      company: `Upcoming ${tag}`,
      email,
      role: 'energy_advisor',
      consent: true,
      slot,
      timeZone: 'America/Toronto',
    });
    const [booked] = await rows('demo_requests', { reference: { _eq: demo } }, 'id,starts_at');
    if (!booked) throw new Error('no booked demo');

    // Straight to the page, signed in (the first test followed the Studio's link to it).
    await (await admin()).patch(`/users/${marketerId}`, { language: w.studio });
    const page = await marketerAt(browser, directus('/site-privacy'), { locale: w.studio });
    await page.getByRole('heading', { level: 1, name: w.title }).waitFor();
    expect(await page.locator('#email').inputValue()).toBe('');
    // The Studio writes an item's address into the link unencoded: a "+" arrives as a space, and is read back as "+".
    await page.goto(directus('/site-privacy?email=ana+tag@example.com'));
    expect(await page.locator('#email').inputValue()).toBe('ana+tag@example.com');
    await page.goto(directus('/site-privacy'));

    // Not an address at all: the browser itself stops it (the field is type="email"), nothing is posted.
    await page.locator('#email').fill('not an address');
    await page.getByRole('button', { name: w.download }).click();
    expect(await page.locator('#email').evaluate((el) => (el instanceof HTMLInputElement ? el.validity.valid : true))).toBe(false);
    expect(page.url()).toBe(directus('/site-privacy'));
    // One the browser lets through but that is no address (no dot in its domain): the page says so.
    await page.locator('#email').fill('cleo@example');
    await page.getByRole('button', { name: w.review }).click();
    await page.getByRole('alert').filter({ hasText: w.invalid }).waitFor();
    expect(await page.locator('#email').inputValue()).toBe('cleo@example');
    await shot(page, `${lang}-6-invalid-address`);

    // A person with an upcoming demo: said at once, before any confirming step, with the time as
    // sales read it (the firm's time zone, in the Studio's language); nothing erased.
    await page.locator('#email').fill(email);
    await page.getByRole('button', { name: w.review }).click();
    const alert = page.getByRole('alert');
    await alert.filter({ hasText: w.upcoming }).waitFor();
    expect(await page.getByRole('button', { name: w.erase }).count()).toBe(0);
    const said = await alert.innerText();
    expect(said).toContain(w.nothing);
    const zone = z.object({ time_zone: z.string() }).parse(await (await admin()).get('/items/demo_availability?fields=time_zone')).time_zone;
    expect(said).toContain(salesTime(slot, lang === 'fr', zone));
    expect(await page.locator('#email').inputValue()).toBe(email);
    await shot(page, `${lang}-7-upcoming-demo`);
    const kept = await storedFor(email);
    expect(kept.demos.map((r) => r.reference)).toEqual([demo]);
    expect((await privacyLog('erase')).filter((r) => r.email === email)).toEqual([]);

    // Cleared away so the time is free again for other tests.
    await (await admin()).del(`/items/demo_requests/${booked.id}`);
    console.info(`[studio-privacy] ${lang}: refusals in ${Date.now() - started} ms`);
  });
});

describe('the team’s data-request page, to anyone else', () => {
  it(
    'answers 401 to an anonymous reader, and 403 to a post from another site even with the marketer’s session (nothing erased)',
    { timeout: 120_000 },
    async () => {
      const anonymous = await fetch(directus('/site-privacy'));
      expect(anonymous.status).toBe(401);
      expect(await anonymous.text()).not.toContain('<form');
      const anonymousPost = await fetch(directus('/site-privacy'), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: 'nobody@example.com', action: 'erase' }).toString(),
      });
      expect(anonymousPost.status).toBe(401);

      const target = await person('dora');
      // With the marketer's token, from another site's origin.
      const login = await fetch(directus('/auth/login'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: SAMPLE_MARKETER_EMAIL, password: stack().secrets.marketerPassword }),
      });
      const token = z.object({ data: z.object({ access_token: z.string() }) }).parse(await login.json()).data.access_token;
      const forged = await fetch(directus('/site-privacy'), {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, origin: 'https://attacker.example', 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: target.email, action: 'erase' }).toString(),
      });
      expect(forged.status).toBe(403);
      // The same token from the page's own origin is served (a read: the confirming step).
      const own = await fetch(directus('/site-privacy'), {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, origin: new URL(stack().directusUrl).origin, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: target.email, action: 'review' }).toString(),
      });
      expect(own.status).toBe(200);

      // In the marketer's browser, signed in: a page of another origin on the same host (same-site, so
      // the Studio's SameSite=Lax session cookie goes along; the site's own pages cannot post elsewhere,
      // their CSP says form-action 'self') posts a form to the page: refused.
      await (await admin()).patch(`/users/${marketerId}`, { language: words.en.studio });
      const studio = await marketerAt(browser, directus('/site-privacy'));
      const elsewhere = 'http://127.0.0.1:9/elsewhere';
      const html = `<!doctype html><form method="post" action="${directus('/site-privacy')}"><input name="email" value="${target.email}"><input name="action" value="erase"><button>Go</button></form>`;
      await studio.route(elsewhere, (route) => route.fulfill({ contentType: 'text/html', body: html }));
      await studio.goto(elsewhere);
      const posted = studio.waitForResponse((res) => res.url() === directus('/site-privacy') && res.request().method() === 'POST');
      await studio.getByRole('button', { name: 'Go' }).click();
      const refused = await posted;
      expect(refused.request().headers()['origin']).toBe('http://127.0.0.1:9');
      expect(refused.status()).toBe(403);
      await studio.waitForURL(directus('/site-privacy'));
      await studio.getByText('Cross-site request refused.').waitFor();
      await shot(studio, 'cross-site-refused');

      const kept = await storedFor(target.email);
      expect(kept.demos.map((r) => r.reference)).toEqual([target.demo]);
      expect(kept.subs.map((r) => r.reference)).toEqual([target.report]);
      expect((await privacyLog('erase')).filter((r) => r.email === target.email)).toEqual([]);
    },
  );
});
