// The test run's Firebase Auth emulator (global-setup.ts), through its REST API: accounts a visitor
// would have, what the Firebase console would do to them (disable), and the reset codes its
// "e-mails" would carry. Users are created per test with unique addresses; nothing is mocked.
import { expect } from 'vitest';
import { z } from 'zod';
import { TEST_FIREBASE_PROJECT } from './stack.ts';
import { stack } from './admin.ts';

function base(): string {
  const host = stack().authEmulatorHost;
  if (!host) throw new Error('no Auth emulator in this test run (tests/support/global-setup.ts starts one)');
  return `http://${host}`;
}

const owner = { authorization: 'Bearer owner', 'content-type': 'application/json' };
const Account = z.object({ localId: z.string(), idToken: z.string() });

async function toolkit(path: string, body: Record<string, unknown>, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  const res = await fetch(`${base()}/identitytoolkit.googleapis.com/v1/${path}?key=demo-api-key`, { method: 'POST', headers, body: JSON.stringify(body) });
  const json: unknown = await res.json();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** A new account, signed in: its uid and a fresh ID token (what the browser SDK holds after signing in). */
export async function createUser(email: string, password: string, displayName?: string): Promise<{ uid: string; idToken: string }> {
  const created = Account.parse(await toolkit('accounts:signUp', { email, password, returnSecureToken: true }));
  if (displayName) await toolkit('accounts:update', { localId: created.localId, displayName }, owner);
  return { uid: created.localId, idToken: displayName ? await signIn(email, password) : created.idToken };
}

/** Signs in as the browser SDK does: a fresh ID token. */
export async function signIn(email: string, password: string): Promise<string> {
  return Account.parse(await toolkit('accounts:signInWithPassword', { email, password, returnSecureToken: true })).idToken;
}

/** What following Firebase's verification e-mail does: the address is proven to be the user's. */
export async function verifyEmail(uid: string): Promise<void> {
  await toolkit('accounts:update', { localId: uid, emailVerified: true }, owner);
}

/** What an administrator does in the Firebase console. */
export async function disableUser(uid: string): Promise<void> {
  await toolkit('accounts:update', { localId: uid, disableUser: true }, owner);
}

/** The password-reset codes the emulator would have mailed. */
export async function resetCodes(email: string): Promise<string[]> {
  const res = await fetch(`${base()}/emulator/v1/projects/${TEST_FIREBASE_PROJECT}/oobCodes`);
  const { oobCodes } = z.object({ oobCodes: z.array(z.object({ email: z.string(), requestType: z.string(), oobCode: z.string() })) }).parse(await res.json());
  return oobCodes.filter((c) => c.email === email && c.requestType === 'PASSWORD_RESET').map((c) => c.oobCode);
}

/**
 * A real project created since 2023 protects against e-mail enumeration (wrong password and unknown
 * address both answer auth/invalid-credential, a reset for an unknown address succeeds silently); the
 * emulator does not, unless told to.
 */
export async function setEmailPrivacy(on: boolean): Promise<void> {
  const res = await fetch(`${base()}/emulator/v1/projects/${TEST_FIREBASE_PROJECT}/config`, {
    method: 'PATCH',
    headers: owner,
    body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: on } }),
  });
  if (!res.ok) throw new Error(`emulator config: ${res.status}`);
}

/** Whether the emulator still has this account (an erasure closes it). */
export async function accountExists(uid: string): Promise<boolean> {
  const found = z.object({ users: z.array(z.object({ localId: z.string() })).optional() }).parse(await toolkit('accounts:lookup', { localId: [uid] }, owner));
  return (found.users ?? []).some((u) => u.localId === uid);
}

/**
 * Signs in on the site as a visitor without JavaScript does (the account page's form, posted), from
 * the address `ip`; the `__session=…` pair to send back as a cookie.
 */
export async function signInWithoutJs(
  email: string,
  { ip, password = 'correct-horse-1', site = stack().siteUrl }: { ip: string; password?: string; site?: string },
): Promise<string> {
  const res = await fetch(`${site}/account`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(site).origin, 'x-forwarded-for': ip },
    body: new URLSearchParams({ intent: 'signin', email, password }).toString(),
  });
  expect(res.status).toBe(303);
  const pair = res.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  expect(pair).toMatch(/^__session=.+/);
  return pair;
}
