// The server's side of signing in, against the real site and the real Firebase Auth emulator: a
// fresh sign-in becomes an HttpOnly session cookie; other sites cannot mint or end one; signing out
// and disabling the account end it on the server; pages stay the same for everyone. And a site with
// no Firebase configuration refuses to start, saying what to set.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { stack } from '../support/admin';
import { createUser, disableUser } from '../support/firebase';

const tag = Date.now().toString(36);
let n = 0;
const newEmail = () => `visitor-${tag}-${n++}@example.com`;

function site(path: string) {
  return `${stack().siteUrl}${path}`;
}

/** What the sign-in island sends after signing in: the ID token, as JSON, from the site's own page. */
function postSession(idToken: string, origin = new URL(stack().siteUrl).origin) {
  return fetch(site('/api/session'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({ idToken }),
  });
}

/** `__session=…` from a Set-Cookie header, as the browser would send it back. */
function cookieOf(res: Response): string {
  const header = res.headers.get('set-cookie') ?? '';
  const pair = header.split(';')[0] ?? '';
  expect(pair.startsWith('__session=')).toBe(true);
  return pair;
}

const Session = z.object({ signedIn: z.boolean(), email: z.string().nullable().optional(), name: z.string().nullable().optional() });
async function whoAmI(cookie: string) {
  const res = await fetch(site('/api/session'), { headers: { cookie } });
  return { res, body: Session.parse(await res.json()) };
}

describe('sessions', () => {
  it('turns a fresh sign-in into an HttpOnly, SameSite=Lax cookie the server recognises, privately', async () => {
    const email = newEmail();
    const { idToken } = await createUser(email, 'correct-horse-1', 'Marie Tremblay');
    const res = await postSession(idToken);
    expect(res.status).toBe(204);
    const [session, hint] = res.headers.getSetCookie();
    expect(session).toMatch(/^__session=[^;]+; Max-Age=432000; Path=\/; HttpOnly; SameSite=Lax$/); // no Secure on 127.0.0.1
    // The readable hint that lets a cached page's form ask who is signed in; it carries nothing.
    expect(hint).toBe('signed_in=1; Max-Age=432000; Path=/; SameSite=Lax');
    expect(res.headers.get('cache-control')).toBe('private, no-store');

    const { res: me, body } = await whoAmI(cookieOf(res));
    expect(body).toEqual({ signedIn: true, email, name: 'Marie Tremblay' });
    expect(me.headers.get('cache-control')).toBe('private, no-store');
    expect((await whoAmI('__session=not-a-session')).body).toEqual({ signedIn: false });
  });

  it('refuses what another site’s page sends, and what is not a Firebase ID token', async () => {
    const { idToken } = await createUser(newEmail(), 'correct-horse-1');
    const evil = await postSession(idToken, 'https://evil.example');
    expect(evil.status).toBe(403);
    expect(evil.headers.get('set-cookie')).toBeNull();
    const noOrigin = await fetch(site('/api/session'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ idToken }) });
    expect(noOrigin.status).toBe(403);
    const form = await fetch(site('/api/session'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(stack().siteUrl).origin },
      body: `idToken=${idToken}`,
    });
    expect(form.status).toBe(415);

    const forged = await postSession('eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.');
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ error: 'auth.invalid' });
  });

  it('signs out on the server: the old cookie stops working, everywhere', async () => {
    const { idToken } = await createUser(newEmail(), 'correct-horse-1');
    const cookie = cookieOf(await postSession(idToken));
    // Firebase counts revocations in whole seconds: a session from the same second would survive one.
    await new Promise((r) => setTimeout(r, 1100));
    const crossSite = await fetch(site('/api/session'), { method: 'DELETE', headers: { cookie, origin: 'https://evil.example' } });
    expect(crossSite.status).toBe(403);
    expect((await whoAmI(cookie)).body.signedIn).toBe(true);

    const out = await fetch(site('/api/session'), { method: 'DELETE', headers: { cookie, origin: new URL(stack().siteUrl).origin } });
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^__session=; Max-Age=0; Path=\/;/),
      expect.stringMatching(/^signed_in=; Max-Age=0; Path=\/;/),
    ]);
    const after = await whoAmI(cookie);
    expect(after.body).toEqual({ signedIn: false });
    // The dead cookie is cleared when it comes back.
    expect(after.res.headers.get('set-cookie')).toMatch(/^__session=; Max-Age=0; Path=\/;/);
  });

  it('signs a disabled account out at its next request', async () => {
    const { uid, idToken } = await createUser(newEmail(), 'correct-horse-1');
    const cookie = cookieOf(await postSession(idToken));
    expect((await whoAmI(cookie)).body.signedIn).toBe(true);
    await disableUser(uid);
    expect((await whoAmI(cookie)).body).toEqual({ signedIn: false });
  });

  it('serves content pages identical with or without a session (they stay in the shared cache)', async () => {
    const { idToken } = await createUser(newEmail(), 'correct-horse-1');
    const cookie = cookieOf(await postSession(idToken));
    const anonymous = await fetch(site('/fr'));
    const signedIn = await fetch(site('/fr'), { headers: { cookie } });
    expect(signedIn.status).toBe(200);
    // The same page: only the script nonce differs, as between any two responses (src/security/headers.ts).
    const sameFor = (html: string) => html.replace(/nonce="[^"]+"/g, 'nonce=""');
    expect(sameFor(await signedIn.text())).toBe(sameFor(await anonymous.text()));
    expect(signedIn.headers.get('cache-control')).toBe(anonymous.headers.get('cache-control'));
  });
});

describe('a site without Firebase settings', () => {
  it('refuses to start, saying what to set, rather than failing in a visitor’s browser', async () => {
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('FIREBASE_')));
    const child = spawn(process.execPath, ['server/index.ts'], {
      env: { ...env, PORT: '0', DIRECTUS_URL: stack().directusUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const code = await new Promise<number | null>((res) => child.on('close', res)); // its last lines read
    expect(code).toBe(1);
    // The server logs JSON lines (server/logging.ts): the message is the line's `msg`.
    const messages = out
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => z.object({ level: z.string(), msg: z.string() }).parse(JSON.parse(l)));
    const error = messages.find((m) => m.level === 'error')?.msg ?? '';
    expect(error).toContain('"projectId" not provided in firebase.initializeApp.');
    expect(error).toContain('FIREBASE_PROJECT_ID');
  });
});
