// Threat: the Data Studio's own door (issue 39, point 9). The admin's and the marketer's addresses are
// predictable; an attacker guesses passwords at /auth/login, or fails on purpose so that Directus
// suspends the real marketer's account (its `auth_login_attempts`). Tried against the real Directus,
// each caller from an address of its own (a loopback address bound as the connection's source, which
// Directus sees as the client's address): directus/extensions/site-login-guard limits failures per
// address (and per address and account), and no number of failures suspends an account.
import { request } from 'node:http';
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Rest } from '../../directus/lib/rest';
import { MARKETING_POLICY_ID } from '../../directus/studio/ids';
import { SAMPLE_MARKETER_EMAIL } from '../../directus/studio/marketing';
import { applySignIn, requireTfaFromEnv } from '../../directus/studio/sign-in';
import { ACCOUNT_FAILURES, IN_FLIGHT } from '../../directus/extensions/site-login-guard/src/limits';
import { prepareCms } from '../../directus/setup';
import { randomBytes } from 'node:crypto';
import { admin, stack } from '../support/admin';

type Answer = { status: number; message: string };

/** A loopback address of this run's own (127.a.b.c): the tests' other sign-ins come from 127.0.0.1. */
const freshAddress = () => `127.${randomInt(1, 250)}.${randomInt(0, 250)}.${randomInt(1, 250)}`;

/** POST /auth/login from `from` (the connection's source address). */
function signIn(email: string, password: string, from: string): Promise<Answer> {
  const url = new URL('/auth/login', stack().directusUrl);
  const body = JSON.stringify({ email, password });
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', localAddress: from, headers: { 'content-type': 'application/json' } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          let json: unknown = null;
          try {
            json = JSON.parse(text);
          } catch {
            json = null;
          }
          const parsed = z.object({ errors: z.array(z.object({ message: z.string() })) }).safeParse(json);
          resolve({ status: res.statusCode ?? 0, message: parsed.data?.errors[0]?.message ?? '' });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const TOO_MANY = /^Too many failed sign-ins from your address\. Try again in \d+ minutes?/;
const User = z.object({ id: z.string(), status: z.string() });
let rest: Rest;

const marketerRow = async () =>
  z.array(User).parse(await rest.get(`/users?filter[email][_eq]=${encodeURIComponent(SAMPLE_MARKETER_EMAIL)}&fields=id,status`))[0];

beforeAll(async () => {
  rest = await admin();
});

afterAll(async () => {
  const row = await marketerRow();
  if (row) await rest.patch(`/users/${row.id}`, { status: 'active', language: null }).catch(() => undefined);
});

describe('the Data Studio’s sign-in', () => {
  it('refuses an address that keeps failing, with a clear message, while the real marketer still signs in from theirs', async () => {
    const attacker = freshAddress();
    const wrong = 'not-the-password';
    // Guessing one account's password: five failures, then refused before the password is checked.
    for (let i = 0; i < 5; i++) expect((await signIn(SAMPLE_MARKETER_EMAIL, wrong, attacker)).status).toBe(401);
    const refused = await signIn(SAMPLE_MARKETER_EMAIL, wrong, attacker);
    expect(refused.status).toBe(429);
    expect(refused.message).toMatch(TOO_MANY);
    // The right password from that address is refused too: the limit is not a password oracle.
    expect((await signIn(SAMPLE_MARKETER_EMAIL, stack().secrets.marketerPassword, attacker)).status).toBe(429);
    // Spraying other accounts (known or not) from the same address: twenty failures an hour, then every account is refused.
    for (let i = 0; i < 15; i++) expect((await signIn(`nobody-${i}@example.com`, wrong, attacker)).status).toBe(401);
    const admin = await signIn(stack().secrets.adminEmail, wrong, attacker);
    expect(admin.status).toBe(429);
    expect(admin.message).toMatch(TOO_MANY);
    expect((await signIn(stack().secrets.adminEmail, stack().secrets.adminPassword, attacker)).status).toBe(429);

    // The real marketer, from their own address, is not locked out; nor is the admin.
    expect((await signIn(SAMPLE_MARKETER_EMAIL, stack().secrets.marketerPassword, freshAddress())).status).toBe(200);
    expect((await signIn(stack().secrets.adminEmail, stack().secrets.adminPassword, freshAddress())).status).toBe(200);
    expect((await marketerRow())?.status).toBe('active');
  });

  it('takes a few sign-ins at once from one address (an office, a script), all of them', async () => {
    const office = freshAddress();
    const answers = await Promise.all(Array.from({ length: 8 }, () => signIn(SAMPLE_MARKETER_EMAIL, stack().secrets.marketerPassword, office)));
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 8 }, () => 200));
  });

  it('refuses a burst of simultaneous guesses beyond the limit too, not only guesses one after another', async () => {
    const attacker = freshAddress();
    // Thirty at once: at most IN_FLIGHT (10) wait for their password check together, and once the
    // account's five failures are counted no more start; at most those two together are checked.
    const answers = await Promise.all(Array.from({ length: 30 }, () => signIn(SAMPLE_MARKETER_EMAIL, `guess-${randomInt(1e9)}`, attacker)));
    const statuses = answers.map((a) => a.status);
    console.log(
      `[studio-login] a burst of 30 guesses: ${statuses.filter((s) => s === 401).length} checked, ${statuses.filter((s) => s === 429).length} refused`,
    );
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((s) => s === 401).length).toBeLessThan(ACCOUNT_FAILURES + IN_FLIGHT);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(30 - ACCOUNT_FAILURES - IN_FLIGHT);
    // The next burst from that address meets the failures the first one left: refused whole.
    const again = await Promise.all(Array.from({ length: 10 }, () => signIn(SAMPLE_MARKETER_EMAIL, `guess-${randomInt(1e9)}`, attacker)));
    expect(again.map((a) => a.status)).toEqual(Array.from({ length: 10 }, () => 429));
    // And the real marketer, from their own address, still signs in.
    expect((await signIn(SAMPLE_MARKETER_EMAIL, stack().secrets.marketerPassword, freshAddress())).status).toBe(200);
  });

  it('never suspends an account, however many addresses fail at it (Directus’s own lock-out is off)', async () => {
    // 30 failures from six addresses: more than Directus's default 25 that suspend an account.
    for (let a = 0; a < 6; a++) {
      const from = freshAddress();
      for (let i = 0; i < 5; i++) expect((await signIn(SAMPLE_MARKETER_EMAIL, 'still-not-it', from)).status).toBe(401);
    }
    expect((await marketerRow())?.status).toBe('active');
    expect(
      z.object({ auth_login_attempts: z.number().nullable() }).parse(await rest.get('/settings?fields=auth_login_attempts')).auth_login_attempts,
    ).toBeNull();
    expect((await signIn(SAMPLE_MARKETER_EMAIL, stack().secrets.marketerPassword, freshAddress())).status).toBe(200);
  });

  it('counts failures only: signing in often is never limited, and a success forgets the account’s failures', async () => {
    const from = freshAddress();
    for (let i = 0; i < 8; i++) expect((await signIn(SAMPLE_MARKETER_EMAIL, stack().secrets.marketerPassword, from)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await signIn(SAMPLE_MARKETER_EMAIL, 'typo', from)).status).toBe(401);
    expect((await signIn(SAMPLE_MARKETER_EMAIL, stack().secrets.marketerPassword, from)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await signIn(SAMPLE_MARKETER_EMAIL, 'typo', from)).status).toBe(401);
    expect((await signIn(SAMPLE_MARKETER_EMAIL, stack().secrets.marketerPassword, from)).status).toBe(200);
  });

  it('tells a blocked address why in the account’s Studio language', async () => {
    const row = await marketerRow();
    await rest.patch(`/users/${row?.id ?? ''}`, { language: 'fr-FR' });
    const from = freshAddress();
    for (let i = 0; i < 5; i++) await signIn(SAMPLE_MARKETER_EMAIL, 'mauvais', from);
    const refused = await signIn(SAMPLE_MARKETER_EMAIL, 'mauvais', from);
    await rest.patch(`/users/${row?.id ?? ''}`, { language: null });
    expect(refused.status).toBe(429);
    expect(refused.message).toMatch(/^Trop de connexions échouées depuis votre adresse\. Réessayez dans \d+ minutes?/);
  });

  it('requires two-factor of the Administrator and Marketing policies when the set-up is asked to (REQUIRE_TFA)', async () => {
    expect([requireTfaFromEnv({}), requireTfaFromEnv({ REQUIRE_TFA: 'true' }), requireTfaFromEnv({ REQUIRE_TFA: 'false' })]).toEqual([undefined, true, false]);
    expect(() => requireTfaFromEnv({ REQUIRE_TFA: 'yes' })).toThrow();
    const Policies = z.array(z.object({ id: z.string(), admin_access: z.boolean(), enforce_tfa: z.boolean().nullable() }));
    const read = async () => Policies.parse(await rest.get('/policies?fields=id,admin_access,enforce_tfa&limit=-1'));
    const enforced = (policies: z.infer<typeof Policies>) => policies.filter((p) => p.enforce_tfa).map((p) => p.id);
    // Off by default (npm start, the tests).
    expect(enforced(await read())).toEqual([]);
    try {
      await applySignIn(rest, { requireTfa: true });
      const policies = await read();
      const wanted = [...policies.filter((p) => p.admin_access).map((p) => p.id), MARKETING_POLICY_ID].sort();
      expect(enforced(policies).sort()).toEqual(wanted);
      // Unset leaves it as it is; false turns it off again.
      expect(await applySignIn(rest, {})).toEqual([]);
      expect(enforced(await read()).sort()).toEqual(wanted);
    } finally {
      await applySignIn(rest, { requireTfa: false });
    }
    expect(enforced(await read())).toEqual([]);
  });

  it('sets the CMS up with the admin’s static token, for when the admin’s password alone no longer signs in', async () => {
    const token = randomBytes(24).toString('base64url');
    await rest.patch('/users/me', { token });
    try {
      const cms = await prepareCms({
        url: stack().directusUrl,
        adminEmail: stack().secrets.adminEmail,
        adminPassword: 'not-the-password',
        siteToken: stack().secrets.siteToken,
        adminToken: token,
      });
      expect(cms.changes).toEqual([]);
    } finally {
      await rest.patch('/users/me', { token: null });
    }
  });
});
