// The firebase SDK, in the browser, only for the sign-in island and only once the visitor signs in or
// asks for a reset (its own chunk, about 31 KiB gzip). Modular imports, and initializeAuth with
// in-memory persistence: the server's session cookie is the session, so nothing of Firebase's is kept
// in the browser (no IndexedDB, no localStorage), and signing in ends with a local sign-out.
import { initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  getIdToken,
  inMemoryPersistence,
  initializeAuth,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  type Auth,
} from 'firebase/auth';
import { problemOf, type AuthProblem } from '../auth/errors';
import type { SignInProps } from './sign-in-props';

type Config = Pick<SignInProps, 'apiKey' | 'authDomain' | 'projectId' | 'emulatorUrl'>;

let auth: Auth | undefined;

function authFor(config: Config, locale: string): Auth {
  if (!auth) {
    const app = initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId }, 'site');
    auth = initializeAuth(app, { persistence: inMemoryPersistence });
    if (config.emulatorUrl) connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
  }
  // Firebase writes its own reset e-mail in this language.
  auth.languageCode = locale.startsWith('fr') ? 'fr' : 'en';
  return auth;
}

function problemOfError(error: unknown): AuthProblem {
  const code = typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : '';
  return problemOf(code);
}

/** Signs in and hands back a fresh ID token for the server (POST /api/session). */
export async function signIn(
  config: Config,
  locale: string,
  email: string,
  password: string,
): Promise<{ ok: true; idToken: string } | { ok: false; problem: AuthProblem }> {
  const a = authFor(config, locale);
  try {
    const { user } = await signInWithEmailAndPassword(a, email, password);
    const idToken = await getIdToken(user);
    await signOut(a);
    return { ok: true, idToken };
  } catch (error) {
    return { ok: false, problem: problemOfError(error) };
  }
}

/** Asks Firebase to mail a reset link; an address without an account answers as one with. */
export async function sendReset(config: Config, locale: string, email: string): Promise<{ ok: true } | { ok: false; problem: AuthProblem }> {
  try {
    await sendPasswordResetEmail(authFor(config, locale), email);
    return { ok: true };
  } catch (error) {
    const problem = problemOfError(error);
    return problem === 'credentials' ? { ok: true } : { ok: false, problem };
  }
}
