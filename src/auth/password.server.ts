// Signing in and asking for a password reset from the server, through the Identity Toolkit's REST API
// (the calls the browser SDK makes, SPEC §8): the account page's forms work without JavaScript. The
// sign-in island does the same in the browser with the firebase SDK.
import { z } from 'zod';
import { authConfig } from './config.server';
import { codeOfRestError, problemOf, type AuthProblem } from './errors';

const TIMEOUT_MS = 30_000;

function endpoint(method: string): string {
  const { emulatorHost, browser } = authConfig();
  const base = emulatorHost ? `http://${emulatorHost}/identitytoolkit.googleapis.com` : 'https://identitytoolkit.googleapis.com';
  return `${base}/v1/accounts:${method}?key=${encodeURIComponent(browser.apiKey)}`;
}

const Failure = z.object({ error: z.object({ message: z.string() }) });

async function call(method: string, body: Record<string, unknown>): Promise<{ ok: true; json: unknown } | { ok: false; problem: AuthProblem }> {
  try {
    const res = await fetch(endpoint(method), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const json: unknown = await res.json().catch(() => null);
    if (res.ok) return { ok: true, json };
    const failure = Failure.safeParse(json);
    return { ok: false, problem: failure.success ? problemOf(codeOfRestError(failure.data.error.message)) : 'unknown' };
  } catch (error) {
    console.error(`[auth] ${method}: the sign-in service could not be reached`, String(error));
    return { ok: false, problem: 'network' };
  }
}

export async function signInWithPassword(email: string, password: string): Promise<{ ok: true; idToken: string } | { ok: false; problem: AuthProblem }> {
  if (!email) return { ok: false, problem: 'invalidEmail' };
  if (!password) return { ok: false, problem: 'missingPassword' };
  const result = await call('signInWithPassword', { email, password, returnSecureToken: true, clientType: 'CLIENT_TYPE_WEB' });
  if (!result.ok) return result;
  const parsed = z.object({ idToken: z.string() }).safeParse(result.json);
  return parsed.success ? { ok: true, idToken: parsed.data.idToken } : { ok: false, problem: 'unknown' };
}

/**
 * Asks Firebase to mail a password-reset link. An address without an account answers the same as
 * one with (a project with e-mail enumeration protection does so itself; the emulator does not).
 */
export async function sendPasswordReset(email: string): Promise<{ ok: true } | { ok: false; problem: AuthProblem }> {
  if (!z.email().safeParse(email).success) return { ok: false, problem: 'invalidEmail' };
  const result = await call('sendOobCode', { requestType: 'PASSWORD_RESET', email, clientType: 'CLIENT_TYPE_WEB' });
  if (result.ok || result.problem === 'credentials') return { ok: true };
  return result;
}
