// Who is signed in, as the server knows it: a Firebase session cookie, minted from a fresh ID token
// the browser posts once after signing in (POST /api/session) and verified with firebase-admin on
// each request that needs it (`checkRevoked`, so signing out and a disabled account end it at once).
// https://firebase.google.com/docs/auth/admin/manage-cookies
import { stringifySetCookie } from 'cookie';
import { getApps, initializeApp, applicationDefault, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { authConfig } from './config.server';
import { cookieValue } from '../shared/cookies.server';

/** `__session`: the one cookie name Firebase Hosting and most CDNs pass through to the server. */
export const SESSION_COOKIE = '__session';
/** How long a session lasts (Firebase allows 5 minutes to 2 weeks). */
export const SESSION_MAX_AGE_S = 5 * 24 * 60 * 60;
/** An ID token older than this since its sign-in does not become a session (a stolen, replayed token). */
export const RECENT_SIGN_IN_S = 5 * 60;

export type SignedInUser = { uid: string; email: string | null; emailVerified: boolean; name: string | null };

const APP_NAME = 'site-auth';

function adminAuth(): Auth {
  const config = authConfig();
  const existing = getApps().find((a) => a.name === APP_NAME);
  // The emulator needs no credentials (firebase-admin reads FIREBASE_AUTH_EMULATOR_HOST itself); a
  // real project uses Google's application default credentials (GOOGLE_APPLICATION_CREDENTIALS).
  const app: App = existing ?? initializeApp({ projectId: config.projectId, ...(config.emulatorHost ? {} : { credential: applicationDefault() }) }, APP_NAME);
  return getAuth(app);
}

/** Firebase's own errors carry a code such as `auth/session-cookie-revoked`; anything else is an outage. */
function firebaseCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  const { code } = error;
  return typeof code === 'string' && code.startsWith('auth/') ? code : null;
}

export type StartResult = { ok: true; cookie: string } | { ok: false; reason: 'invalid' | 'not-recent' | 'unavailable' };

/** Turns the ID token of a sign-in that just happened into a session cookie's value. */
export async function startSession(idToken: string, now = Date.now()): Promise<StartResult> {
  const auth = adminAuth();
  try {
    const decoded = await auth.verifyIdToken(idToken, true);
    if (now / 1000 - decoded.auth_time > RECENT_SIGN_IN_S) return { ok: false, reason: 'not-recent' };
    return { ok: true, cookie: await auth.createSessionCookie(idToken, { expiresIn: SESSION_MAX_AGE_S * 1000 }) };
  } catch (error) {
    if (firebaseCode(error)) return { ok: false, reason: 'invalid' };
    console.error('[auth] could not start a session', String(error));
    return { ok: false, reason: 'unavailable' };
  }
}

export type SessionState = { user: SignedInUser | null; /** The cookie is dead (expired, revoked, account disabled): clear it. */ stale: boolean };

/**
 * `signed_in=1`: readable by the page's scripts (the session cookie is not), so that a form on a cached
 * page asks who is signed in (GET /api/session, to prefill name and e-mail) only when someone may be.
 * It says nothing more and proves nothing: the server only trusts `__session`.
 */
export const SIGNED_IN_COOKIE = 'signed_in';

type HasHeaders = { headers: Headers };

export function sessionCookieOf(request: HasHeaders): string | null {
  return cookieValue(request.headers.get('cookie'), SESSION_COOKIE) || null;
}

/** The signed-in visitor, or nobody. A Firebase outage reads as nobody, without clearing the cookie. */
export async function readSession(request: HasHeaders): Promise<SessionState> {
  const cookie = sessionCookieOf(request);
  if (!cookie) return { user: null, stale: false };
  try {
    const claims = await adminAuth().verifySessionCookie(cookie, true);
    const name = typeof claims['name'] === 'string' ? claims['name'] : null;
    return { user: { uid: claims.uid, email: claims.email ?? null, emailVerified: claims.email_verified === true, name }, stale: false };
  } catch (error) {
    if (firebaseCode(error)) return { user: null, stale: true };
    console.error('[auth] could not check a session', String(error));
    return { user: null, stale: false };
  }
}

/** Closes a sign-in account for good (an erasure). True when it is gone, or was already. */
export async function deleteAccount(uid: string): Promise<boolean> {
  try {
    await adminAuth().deleteUser(uid);
    return true;
  } catch (error) {
    if (firebaseCode(error) === 'auth/user-not-found') return true;
    console.error('[auth] could not delete an account', String(error));
    return false;
  }
}

/** The sign-in account of an address, if any: null when none; undefined when Firebase cannot say. */
export async function accountOf(email: string): Promise<{ uid: string; emailVerified: boolean; created: string | null } | null | undefined> {
  try {
    const user = await adminAuth().getUserByEmail(email);
    return {
      uid: user.uid,
      emailVerified: user.emailVerified,
      created: user.metadata.creationTime ? new Date(user.metadata.creationTime).toISOString() : null,
    };
  } catch (error) {
    if (firebaseCode(error) === 'auth/user-not-found') return null;
    console.error('[auth] could not look an account up', String(error));
    return undefined;
  }
}

/** Signs the visitor out everywhere: their refresh tokens are revoked, so every session cookie of theirs stops working. */
export async function endSession(request: Request): Promise<void> {
  const cookie = sessionCookieOf(request);
  if (!cookie) return;
  const auth = adminAuth();
  try {
    const claims = await auth.verifySessionCookie(cookie, false);
    await auth.revokeRefreshTokens(claims.sub);
  } catch (error) {
    if (!firebaseCode(error)) console.error('[auth] could not revoke a session', String(error));
  }
}

/**
 * The Set-Cookie headers that start (a value) or end (null) a session: the session cookie (HttpOnly,
 * SameSite=Lax, Secure except on localhost: browsers keep no Secure cookie over http) and its readable
 * `signed_in` hint, with the same lifetime.
 */
export function sessionCookies(request: Request, value: string | null): [string, string][] {
  const { hostname, protocol } = new URL(request.url);
  const local = protocol === 'http:' && (hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]');
  const attributes = { path: '/', maxAge: value === null ? 0 : SESSION_MAX_AGE_S, sameSite: 'lax', secure: !local } as const;
  return [
    ['Set-Cookie', stringifySetCookie({ name: SESSION_COOKIE, value: value ?? '', ...attributes, httpOnly: true })],
    ['Set-Cookie', stringifySetCookie({ name: SIGNED_IN_COOKIE, value: value === null ? '' : '1', ...attributes })],
  ];
}

/** `headers` (a plain record) with the session's cookies added. */
export function withSessionCookies(request: Request, value: string | null, headers: Record<string, string> = {}): Headers {
  return new Headers([...Object.entries(headers), ...sessionCookies(request, value)]);
}

/**
 * Cross-site request protection for the session endpoints: the browser's Origin must be this site's
 * (and Sec-Fetch-Site, when sent, same-origin). With SameSite=Lax and a JSON body that needs a CORS
 * preflight the site never answers, this is belt and braces.
 */
export function sameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin') return false;
  return origin !== null && origin === new URL(request.url).origin;
}
