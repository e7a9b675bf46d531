// The account page as a visitor without JavaScript uses it (plain form posts), in English and French,
// against the real site and the real Firebase Auth emulator: one message for a wrong password and an
// unknown address (with and without e-mail enumeration protection), a signed-in view that survives a
// reload, a password reset whose emailed code sets a new password, and a sign-out that ends the
// session on the server.
import { afterAll, describe, expect, it } from 'vitest';
import { SIGN_IN_TEXT } from '../support/account-text';
import { stack } from '../support/admin';
import { ipSequence } from '../support/demo-times';
import { axeViolations, axeViolationsWithoutJs, reachFor, visitors, VIEWPORTS } from '../support/browser';
import { createUser, resetCodes, setEmailPrivacy } from '../support/firebase';

const tag = Date.now().toString(36);
let n = 0;
const newEmail = () => `account-${tag}-${n++}@example.com`;
const newIp = ipSequence(79);

const PAGES = { en: '/account', fr: '/fr/compte' } as const;
const WRONG = {
  en: 'This e-mail and password do not match an account. Check them and try again.',
  fr: 'Ce courriel et ce mot de passe ne correspondent à aucun compte. Vérifiez-les et réessayez.',
};

/** A plain HTML form post from the site's own page (browsers send Origin on every POST). */
function post(path: string, fields: Record<string, string>, cookie = '') {
  return fetch(`${stack().siteUrl}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: new URL(stack().siteUrl).origin,
      'x-forwarded-for': newIp(),
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

const get = (path: string, cookie = '') => fetch(`${stack().siteUrl}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });

function sessionCookie(res: Response): string {
  const pair = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  expect(pair).toMatch(/^__session=.+/);
  return pair;
}

/** The text of the page's alert, if any. */
async function alertOf(res: Response): Promise<string | null> {
  const html = await res.text();
  return /role="alert"[^>]*>([^<]*)</.exec(html)?.[1]?.replaceAll('&#x27;', '’') ?? null;
}

afterAll(() => setEmailPrivacy(false));

describe('the account page without JavaScript', () => {
  for (const locale of ['en', 'fr'] as const) {
    it(`answers a wrong password and an unknown address alike (${locale}), with or without enumeration protection`, async () => {
      const email = newEmail();
      await createUser(email, 'correct-horse-1');
      for (const privacy of [false, true]) {
        await setEmailPrivacy(privacy);
        const wrong = await post(PAGES[locale], { intent: 'signin', email, password: 'not-the-password' });
        const unknown = await post(PAGES[locale], { intent: 'signin', email: newEmail(), password: 'not-the-password' });
        expect([wrong.status, unknown.status]).toEqual([401, 401]);
        expect(wrong.headers.get('set-cookie')).toBeNull();
        const [a, b] = [await alertOf(wrong), await alertOf(unknown)];
        expect(a).toBe(WRONG[locale]);
        expect(b).toBe(a);
      }
      await setEmailPrivacy(false);
    });
  }

  it('signs in, shows who is signed in across reloads, privately, and signs out on the server (fr)', async () => {
    const email = newEmail();
    await createUser(email, 'correct-horse-1');
    const signedIn = await post(PAGES.fr, { intent: 'signin', email, password: 'correct-horse-1' });
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('location')).toBe('/fr/compte');
    const cookie = sessionCookie(signedIn);

    for (let reload = 0; reload < 2; reload++) {
      const page = await get(PAGES.fr, cookie);
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('private, no-store');
      const html = await page.text();
      expect(html).toContain(`Connecté en tant que <strong>${email}</strong>`);
      expect(html).toContain('Se déconnecter');
    }
    // Someone else loading the page meanwhile sees the sign-in form, not this visitor.
    expect(await (await get(PAGES.fr)).text()).not.toContain(email);

    await new Promise((r) => setTimeout(r, 1100)); // revocation counts whole seconds
    const out = await post(PAGES.fr, { intent: 'signout' }, cookie);
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/fr/compte?done=signedOut');
    expect(out.headers.get('set-cookie')).toMatch(/^__session=; Max-Age=0; Path=\/;/);
    const after = await get(`${PAGES.fr}?done=signedOut`, cookie);
    const html = await after.text();
    expect(html).toContain('Vous êtes déconnecté.');
    expect(html).not.toContain(email);
  });

  it('sends a reset link that sets a new password, and says the same for an address without an account (en)', async () => {
    const email = newEmail();
    await createUser(email, 'correct-horse-1');
    const asked = await post(PAGES.en, { intent: 'reset', email });
    expect(asked.status).toBe(303);
    expect(asked.headers.get('location')).toBe('/account?done=resetSent');
    const nobody = await post(PAGES.en, { intent: 'reset', email: newEmail() });
    expect(nobody.status).toBe(303);
    expect(nobody.headers.get('location')).toBe('/account?done=resetSent');
    expect(await (await get('/account?done=resetSent')).text()).toContain('If an account exists for this address, we sent it a link to reset the password.');

    const [code] = await resetCodes(email);
    expect(code).toBeDefined();
    // What the link in the e-mail does (Firebase's own action page sets the new password).
    const host = stack().authEmulatorHost ?? '';
    const done = await fetch(`http://${host}/emulator/action?mode=resetPassword&oobCode=${code}&apiKey=demo-api-key&newPassword=brand-new-pass`);
    expect(done.status).toBe(200);
    expect((await post(PAGES.en, { intent: 'signin', email, password: 'correct-horse-1' })).status).toBe(401);
    expect((await post(PAGES.en, { intent: 'signin', email, password: 'brand-new-pass' })).status).toBe(303);
  });

  it('names what is missing, keeps what was typed, and refuses posts from other sites', async () => {
    const email = newEmail();
    const missing = await post(PAGES.en, { intent: 'signin', email, password: '' });
    expect(missing.status).toBe(400);
    const html = await missing.text();
    expect(html).toContain('Enter your password.');
    expect(html).toContain(`value="${email}"`);
    expect(await alertOf(await post(PAGES.fr, { intent: 'reset', email: 'not-an-address' }))).toBe(
      'Entrez une adresse courriel valide, comme nom@exemple.com.',
    );

    // Another site's page (React Router refuses a foreign Origin itself), and a post without one.
    const foreign: Record<string, string>[] = [{ origin: 'https://evil.example' }, {}];
    for (const headers of foreign) {
      const forged = await fetch(`${stack().siteUrl}${PAGES.en}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams({ intent: 'signin', email, password: 'x' }).toString(),
      });
      expect([400, 403]).toContain(forged.status);
      expect(forged.headers.get('set-cookie')).toBeNull();
    }
  });
});

describe.each(['en', 'fr'] as const)('the account page in Chromium without JavaScript (%s)', (locale) => {
  const visitor = visitors(() => stack().siteUrl);
  const T = SIGN_IN_TEXT[locale];

  it('signs in from the keyboard, stays signed in on reload, signs out, with no axe violations', async () => {
    const email = newEmail();
    await createUser(email, 'correct-horse-1');
    const page = await visitor.open(PAGES[locale], { viewport: VIEWPORTS.mobile, javaScriptEnabled: false });
    expect(await axeViolationsWithoutJs(page)).toEqual([]);
    const main = page.locator('main');
    await main.getByLabel(T.email).fill(email);
    await main.getByLabel(T.password).fill('not-the-password');
    await main.getByLabel(T.password).press('Enter');
    await expect.poll(() => main.getByRole('alert').textContent()).toBe(WRONG[locale]);
    // What was typed is kept; the password field has the focus for another try.
    expect(await main.getByLabel(T.email).inputValue()).toBe(email);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('password');
    expect(await axeViolationsWithoutJs(page)).toEqual([]);

    await main.getByLabel(T.password).fill('correct-horse-1');
    await main.getByLabel(T.password).press('Enter');
    await expect.poll(() => main.textContent()).toContain(`${T.signedIn} ${email}`);
    await page.reload();
    expect(await main.textContent()).toContain(`${T.signedIn} ${email}`);
    expect(await axeViolationsWithoutJs(page)).toEqual([]);

    await main.getByRole('button', { name: T.signOut }).click();
    await expect.poll(() => main.getByRole('status').textContent()).toBe(T.signedOut);
    expect(await main.getByRole('button', { name: T.signIn }).isVisible()).toBe(true);
  });
});

describe.each(['en', 'fr'] as const)('the sign-in island in Chromium (%s)', (locale) => {
  const visitor = visitors(() => stack().siteUrl);
  const T = {
    en: {
      ...SIGN_IN_TEXT.en,
      show: 'Show password',
      forgot: 'Forgot your password?',
      resetTitle: 'Reset your password',
      send: 'Send the link',
      sent: 'If an account exists for this address, we sent it a link to reset the password. Check your inbox.',
    },
    fr: {
      ...SIGN_IN_TEXT.fr,
      show: 'Afficher le mot de passe',
      forgot: 'Mot de passe oublié ?',
      resetTitle: 'Réinitialiser votre mot de passe',
      send: 'Envoyer le lien',
      sent: 'Si un compte existe pour cette adresse, nous y avons envoyé un lien pour réinitialiser le mot de passe. Consultez votre boîte de réception.',
    },
  }[locale];

  it('answers mistakes in place, signs in with the firebase SDK (loaded only then), stays signed in, signs out', async () => {
    const email = newEmail();
    await createUser(email, 'correct-horse-1');
    const page = await visitor.open(PAGES[locale], { viewport: VIEWPORTS.desktop });
    const firebaseRequests: string[] = [];
    page.on('request', (r) => {
      if (/firebase|identitytoolkit/.test(r.url())) firebaseRequests.push(r.url());
    });
    const island = page.locator('[data-island="sign_in"]');
    await reachFor(island);
    await island.and(page.locator('[data-island-hydrated]')).waitFor();
    expect(firebaseRequests).toEqual([]);
    // Marks this document: an answer in place keeps it, a page load would not.
    await page.evaluate(() => document.documentElement.setAttribute('data-same-document', ''));

    await island.getByLabel(T.email).fill(email);
    await island.getByLabel(T.password, { exact: true }).fill('not-the-password');
    await island.getByRole('button', { name: T.show }).click();
    expect(await island.getByLabel(T.password, { exact: true }).getAttribute('type')).toBe('text');
    await island.getByRole('button', { name: T.signIn }).click();
    await expect.poll(() => island.getByRole('alert').textContent()).toBe(WRONG[locale]);
    expect(firebaseRequests.length).toBeGreaterThan(0);
    await island.getByLabel(T.email).fill(newEmail());
    await island.getByRole('button', { name: T.signIn }).click();
    await expect.poll(() => island.getByRole('alert').textContent()).toBe(WRONG[locale]);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-same-document'))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await island.getByLabel(T.email).fill(email);
    await island.getByLabel(T.password, { exact: true }).fill('correct-horse-1');
    await island.getByLabel(T.password, { exact: true }).press('Enter');
    const main = page.locator('main');
    await expect.poll(() => main.textContent(), { timeout: 10_000 }).toContain(`${T.signedIn} ${email}`);
    await page.reload();
    expect(await main.textContent()).toContain(`${T.signedIn} ${email}`);
    // Nothing of Firebase's is kept in the browser: the HttpOnly cookie is the session.
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('firebase')))).toEqual([]);
    expect(await page.evaluate(() => document.cookie)).not.toContain('__session');

    await main.getByRole('button', { name: T.signOut }).click();
    await expect.poll(() => main.getByRole('status').textContent()).toBe(T.signedOut);
  });

  it('sends a reset link in place', async () => {
    const email = newEmail();
    await createUser(email, 'correct-horse-1');
    const page = await visitor.open(PAGES[locale], { viewport: VIEWPORTS.mobile });
    const island = page.locator('[data-island="sign_in"]');
    await reachFor(island);
    await island.and(page.locator('[data-island-hydrated]')).waitFor();
    await island.getByRole('link', { name: T.forgot }).click();
    expect(await island.getByRole('heading', { name: T.resetTitle }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email');
    await island.getByLabel(T.email).fill(email);
    await island.getByRole('button', { name: T.send }).click();
    await expect.poll(() => island.getByRole('status').textContent()).toBe(T.sent);
    expect(await resetCodes(email)).toHaveLength(1);
    expect(await axeViolations(page)).toEqual([]);
  });
});
