// The production path over HTTPS (`npm run test:scale`): the shipped load balancer
// (docs/deploy/nginx.conf, run by Debian's nginx with a certificate made here: scripts/lib/tls-proxy.ts)
// ends TLS in front of two site replicas set up as docs/operators.md says (SITE_URL the
// public https:// address, TRUST_PROXY), with Directus, the capture inbox and the Auth emulator behind
// them. A visitor's every flow that posts is driven in Chromium through it, in both languages, with and
// without JavaScript: each depends on the origin the site sees being the visitor's (decision 0021).
import { request } from 'node:https';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthEmulator, addEmulatorAccount, type AuthEmulator } from '../../embedded/auth-emulator.ts';
import { startDirectus, type RunningDirectus } from '../../embedded/directus.ts';
import { startMailCapture, type MailCapture } from '../../embedded/mail-capture.ts';
import { setupCms } from '../../directus/setup.ts';
import { SEED_CONSENT_VERSION } from '../../directus/seed/content.ts';
import { messages } from '../../kit/i18n/messages.ts';
import { serializeConsent } from '#schemas/consent.ts';
import { startTlsProxy, type RunningTlsProxy } from '../../scripts/lib/tls-proxy.ts';
import { SIGN_IN_TEXT } from '../support/account-text.ts';
import { hydrated, reachFor } from '../support/browser.ts';
import { BROWSER_UA, chromiumLaunchOptions } from '../support/chromium.ts';
import { directusOptions, freePort, newStackInfo, startSite, TEST_FIREBASE_PROJECT, type RunningSite } from '../support/stack.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'site-https-'));
const tag = Date.now().toString(36);
let proxy: RunningTlsProxy;
let mail: MailCapture;
let auth: AuthEmulator;
let directus: RunningDirectus;
let sites: RunningSite[] = [];
let browser: Browser;
let visitorCount = 0;

beforeAll(async () => {
  const info = await newStackInfo(dataDir);
  const [https, http, studio, siteInternal, studioInternal, ...sitePorts] = await Promise.all(Array.from({ length: 7 }, () => freePort()));
  if (!https || !http || !studio || !siteInternal || !studioInternal || sitePorts.length !== 2) throw new Error('no free ports');
  const publicUrl = `https://localhost:${https}`;
  [mail, auth] = await Promise.all([startMailCapture({ smtpPort: 0, webPort: 0 }), startAuthEmulator({ projectId: TEST_FIREBASE_PROJECT, port: 0 })]);
  // Directus's publish hook reaches the site through the balancer's internal plain port, as in compose.yaml.
  const o = { ...directusOptions({ ...info, siteUrl: publicUrl }), revalidateUrl: `http://127.0.0.1:${siteInternal}/api/revalidate` };
  directus = await startDirectus(o);
  await setupCms({
    url: directus.url,
    adminEmail: o.adminEmail,
    adminPassword: o.adminPassword,
    siteToken: info.secrets.siteToken,
    siteUrl: publicUrl,
    seed: true,
  });
  sites = await Promise.all(
    sitePorts.map((port) =>
      startSite(
        { ...info, sitePort: port, siteUrl: `http://127.0.0.1:${port}`, authEmulatorHost: auth.host },
        {
          SITE_URL: publicUrl,
          TRUST_PROXY: 'loopback',
          SITE_PRODUCTION: 'true',
          LOG_FORMAT: 'json',
          SMTP_URL: mail.smtpUrl,
          MAIL_POLL_MS: '200',
          FORM_MIN_FILL_MS: '1000',
        },
      ),
    ),
  );
  proxy = await startTlsProxy(join(dataDir, 'nginx'), {
    site: sitePorts.map((p) => `127.0.0.1:${p}`),
    directus: [`127.0.0.1:${info.directusPort}`],
    ports: { https, http, studio, siteInternal, studioInternal },
  });
  browser = await chromium.launch({ ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args, `--user-agent=${BROWSER_UA}`], headless: true });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await proxy?.stop();
  await Promise.all(sites.map((s) => s.stop()));
  await directus?.stop();
  await mail?.close();
  await auth?.stop();
  if (!process.env['KEEP']) rmSync(dataDir, { recursive: true, force: true });
});

/** A GET over TLS that trusts the test's certificate (and only it), without following redirects. */
function tlsGet(url: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { ca: readFileSync(proxy.certificate), headers: { 'user-agent': BROWSER_UA } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A new visitor in Chromium, who already answered the consent banner, from an address of their own. */
async function open(path: string, options: BrowserContextOptions = {}): Promise<Page> {
  const n = visitorCount++;
  const context = await browser.newContext({
    ignoreHTTPSErrors: true,
    viewport: { width: 390, height: 844 },
    ...options,
    extraHTTPHeaders: { 'x-forwarded-for': `10.44.${n >> 8}.${n & 255}` },
  });
  const consent = serializeConsent({ version: SEED_CONSENT_VERSION, measurement: false, advertising: false, givenAt: Date.now() });
  await context.addCookies([{ name: 'consent', value: consent, domain: 'localhost', path: '/', secure: true }]);
  const page = await context.newPage();
  await page.goto(`${proxy.url}${path}`);
  if (options.javaScriptEnabled !== false) await hydrated(page);
  return page;
}

/** The island of `kind`, reached for (islands wait for the visitor: decision 0017) and hydrated. */
const hydratedIsland = async (page: Page, kind: string) => {
  const island = page.locator(`[data-island="${kind}"]`);
  await island.scrollIntoViewIfNeeded();
  await reachFor(island);
  await island.and(page.locator('[data-island-hydrated]')).waitFor({ timeout: 20_000 });
  return island;
};

/** The first free time (by its label, as a person picks it); the server may have chosen it already. */
async function chooseTime(scope: ReturnType<Page['locator']>): Promise<void> {
  const label = scope.locator('label:has(input[name="slot"])').first();
  await label.waitFor({ timeout: 15_000 });
  const slot = label.locator('input');
  if (!(await slot.isChecked())) await label.click();
  expect(await slot.isChecked()).toBe(true);
}

/** Waits for `text`; failing, says what the page said instead (its alerts) and what went wrong in it. */
async function answered(page: Page, text: string, errors: string[]): Promise<void> {
  try {
    await page.getByText(text).first().waitFor({ timeout: 15_000 });
  } catch (error) {
    const alerts = await page.getByRole('alert').allTextContents();
    const tickets = await page.locator('input[name="_ticket"]').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value.slice(0, 12)));
    throw new Error(`"${text}" did not show; alerts: ${JSON.stringify(alerts)}; tickets: ${JSON.stringify(tickets)}; errors: ${JSON.stringify(errors)}`, {
      cause: error,
    });
  }
}

/** The page's console errors and failed requests, for a failure to name. */
function watch(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('response', (res) => {
    if (res.status() >= 400) errors.push(`${res.status()} ${res.request().method()} ${res.url()}`);
  });
  return errors;
}

const moment = () => new Promise((r) => setTimeout(r, 1_100));

async function mailTo(address: string): Promise<string> {
  for (let i = 0; i < 150; i++) {
    const found = mail.messages().find((m) => m.to.includes(address));
    if (found) return `${found.text ?? ''}\n${found.html ?? ''}`;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${address}`);
}

const ACCOUNT = { en: { path: '/account', ...SIGN_IN_TEXT.en }, fr: { path: '/fr/compte', ...SIGN_IN_TEXT.fr } } as const;
const DELETE = {
  en: { del: 'Delete my account and data', done: 'Your account and your data are deleted.' },
  fr: { del: 'Supprimer mon compte et mes données', done: 'Votre compte et vos données sont supprimés.' },
} as const;

describe('the TLS proxy as shipped', () => {
  it('sends plain HTTP to HTTPS on the same host, and HTTPS answers carry HSTS (Observatory: redirection, HSTS)', async () => {
    const plain = await fetch(`${proxy.httpUrl}/fr/demo?utm_source=x`, { redirect: 'manual' });
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toBe(`${proxy.url}/fr/demo?utm_source=x`);
    const secure = await tlsGet(`${proxy.url}/`);
    expect(secure.status).toBeLessThan(400);
    const hsts = String(secure.headers['strict-transport-security'] ?? '');
    // Observatory asks for at least six months.
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0)).toBeGreaterThanOrEqual(15_552_000);
    const studio = await tlsGet(`${proxy.studioUrl}/server/ping`);
    expect(studio.status).toBe(200);
  });

  it("builds every absolute address on the public origin (canonical, the manage link's host)", async () => {
    const page = await open('/fr/demo', { javaScriptEnabled: false });
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${proxy.url}/fr/demo`);
  });
});

describe.each(['en', 'fr'] as const)('a visitor over HTTPS (%s)', (locale) => {
  const t = ACCOUNT[locale];

  it('signs in and out without JavaScript', async () => {
    const email = `tls-nojs-${locale}-${tag}@example.com`;
    await addEmulatorAccount(auth, { email, password: 'correct-horse-1' });
    const page = await open(t.path, { javaScriptEnabled: false });
    const main = page.locator('main');
    await main.getByLabel(t.email).fill(email);
    await main.getByLabel(t.password).fill('correct-horse-1');
    await main.getByLabel(t.password).press('Enter');
    await expect.poll(() => main.textContent()).toContain(`${t.signedIn} ${email}`);
    const session = (await page.context().cookies()).find((c) => c.name === '__session');
    expect(session?.secure).toBe(true);
    await main.getByRole('button', { name: t.signOut }).click();
    await expect.poll(() => main.getByRole('status').textContent()).toBe(t.signedOut);
  });

  it('signs in with JavaScript, signs out, signs in again and deletes the account', async () => {
    const email = `tls-js-${locale}-${tag}@example.com`;
    await addEmulatorAccount(auth, { email, password: 'correct-horse-1' });
    const page = await open(t.path);
    const signIn = async () => {
      const island = await hydratedIsland(page, 'sign_in');
      await island.getByLabel(t.email).fill(email);
      await island.getByLabel(t.password, { exact: true }).fill('correct-horse-1');
      await island.getByLabel(t.password, { exact: true }).press('Enter');
      await expect.poll(() => page.locator('main').textContent(), { timeout: 15_000 }).toContain(`${t.signedIn} ${email}`);
    };
    await signIn();
    await page.locator('main').getByRole('button', { name: t.signOut }).click();
    await expect.poll(() => page.locator('main').getByRole('status').textContent()).toBe(t.signedOut);

    await signIn();
    await page.getByRole('link', { name: DELETE[locale].del }).click();
    await page.getByRole('button', { name: DELETE[locale].del }).click();
    await page.getByText(DELETE[locale].done).waitFor();
    expect((await page.context().cookies()).some((c) => c.name === '__session' && c.value)).toBe(false);
  });

  it('books a demo without JavaScript, and the e-mail links to the public origin', async () => {
    const m = messages[locale];
    const email = `tls-book-${locale}-${tag}@example.com`;
    const page = await open(locale === 'en' ? '/demo' : '/fr/demo', { javaScriptEnabled: false });
    const form = page.locator('[data-kind="demo_booking"] form');
    await form.locator('input[name="name"]').fill('Nora Lavoie');
    await form.locator('input[name="company"]').fill('Énergie Nord');
    await form.locator('input[name="email"]').fill(email);
    await form.locator('select[name="role"]').selectOption({ index: 1 });
    await form.locator('input[name="consent"]').check();
    await form.getByRole('button', { name: m['form.next'] }).click();
    await chooseTime(form);
    await moment();
    await form.getByRole('button', { name: m['form.confirm'] }).click();
    await answered(page, m['form.booked.title'], []);
    expect(await mailTo(email)).toContain(`${proxy.url}${locale === 'en' ? '/demo/manage/' : '/fr/demo/gerer/'}`);
  });

  it('books a demo with JavaScript', async () => {
    const m = messages[locale];
    const email = `tls-bookjs-${locale}-${tag}@example.com`;
    const page = await open(locale === 'en' ? '/demo' : '/fr/demo');
    const errors = watch(page);
    const island = await hydratedIsland(page, 'demo_booking');
    await island.locator('input[name="name"]').fill('Nora Lavoie');
    await island.locator('input[name="company"]').fill('Énergie Nord');
    await island.locator('input[name="email"]').fill(email);
    await island.locator('select[name="role"]').selectOption({ index: 1 });
    await island.locator('input[name="consent"]').check();
    await island.getByRole('button', { name: m['form.next'] }).click();
    await chooseTime(island);
    await island.getByRole('button', { name: m['form.confirm'] }).click();
    await answered(page, m['form.booked.title'], errors);
    await mailTo(email);
  });

  it('subscribes to the newsletter, with and without JavaScript', async () => {
    const m = messages[locale];
    for (const js of [false, true]) {
      const email = `tls-news-${js ? 'js' : 'nojs'}-${locale}-${tag}@example.com`;
      const page = await open(locale === 'en' ? '/blog' : '/fr/blog', { javaScriptEnabled: js });
      const errors = watch(page);
      const scope = js ? await hydratedIsland(page, 'newsletter') : page.locator('[data-kind="newsletter"] form');
      await scope.locator('input[name="email"]').fill(email);
      await scope.locator('input[type="checkbox"]').check();
      await moment();
      await scope.getByRole('button', { name: m['form.subscribe'] }).click();
      await answered(page, m['form.subscribed'], errors);
      expect(await mailTo(email)).toContain(proxy.url);
    }
  });

  it('asks for their data without JavaScript, and the link works over HTTPS', async () => {
    const m = messages[locale];
    const email = `tls-data-${locale}-${tag}@example.com`;
    await addEmulatorAccount(auth, { email, password: 'correct-horse-1' });
    const page = await open(locale === 'en' ? '/my-data' : '/fr/mes-donnees', { javaScriptEnabled: false });
    await page.locator('main input[name="email"]').fill(email);
    await page.getByLabel(m['myData.export']).check();
    await moment();
    await page.getByRole('button', { name: m['myData.submit'] }).click();
    await page.getByText(m['myData.sent']).waitFor();
    const link = new RegExp(`${proxy.url.replaceAll('.', '\\.')}/[^\\s"<]*(confirm|confirmer)/[A-Za-z0-9_-]+`).exec(await mailTo(email))?.[0];
    expect(link).toBeDefined();
    await page.goto(link ?? '');
    await page.getByRole('button', { name: m['myData.confirm.exportSubmit'] }).click();
    await page.getByRole('heading', { level: 1, name: m['data.title'] }).waitFor();
    // nginx logged the link's page, not its secret (docs/deploy/nginx-log.conf, as shipped).
    const token = link?.split('/').pop() ?? '';
    const log = readFileSync(proxy.accessLog, 'utf8');
    expect(log).toMatch(/\/(confirm|confirmer)\/\[token\]/);
    expect(log).not.toContain(token);
  });
});
