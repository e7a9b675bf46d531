// Firebase Authentication's configuration, from the environment: a real project
// (FIREBASE_PROJECT_ID + FIREBASE_API_KEY, and Google credentials for firebase-admin), or the Auth
// emulator (FIREBASE_AUTH_EMULATOR_HOST, with a `demo-` project: what `npm start` runs when no project
// is configured). Checked when the server starts (server/index.ts), so a missing setting stops the
// server with a message instead of failing in a visitor's browser.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { optionalSetting } from '#schemas/env-setting.ts';

/** A project only the emulator knows; firebase-admin trusts unsigned tokens in emulator mode, so only these may use it. */
export const DEMO_PROJECT = /^demo-[a-z0-9-]+$/;

const schema = z.object({
  FIREBASE_PROJECT_ID: optionalSetting(z.string().regex(/^[a-z][a-z0-9-]{3,39}$/, 'a Firebase project id (lower-case letters, digits and dashes)')),
  FIREBASE_API_KEY: optionalSetting(z.string().min(1)),
  FIREBASE_AUTH_DOMAIN: optionalSetting(z.string().min(1)),
  FIREBASE_AUTH_EMULATOR_HOST: optionalSetting(z.string().regex(/^[^/:\s]+:\d{1,5}$/, 'host:port, e.g. 127.0.0.1:9099')),
});

/** What the browser's sign-in island needs (public values: an API key identifies the project, it grants nothing). */
export type BrowserAuthConfig = { apiKey: string; authDomain: string; projectId: string; emulatorUrl?: string };

export type AuthConfig = { projectId: string; emulatorHost: string | undefined; browser: BrowserAuthConfig };

export class AuthConfigError extends Error {}

export function readAuthConfig(env: NodeJS.ProcessEnv = process.env): AuthConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AuthConfigError(`Firebase: ${String(issue?.path[0] ?? '')} must be ${issue?.message ?? 'valid'}.`);
  }
  const { FIREBASE_PROJECT_ID: projectId, FIREBASE_API_KEY: apiKey, FIREBASE_AUTH_DOMAIN: authDomain, FIREBASE_AUTH_EMULATOR_HOST: emulatorHost } = parsed.data;
  const how =
    'Set FIREBASE_PROJECT_ID and FIREBASE_API_KEY for a Firebase project, or FIREBASE_AUTH_EMULATOR_HOST with a "demo-" project id for the Auth emulator (npm start runs one when no project is set).';
  if (!projectId) throw new AuthConfigError(`Firebase is not configured: "projectId" not provided in firebase.initializeApp. ${how}`);
  if (emulatorHost) {
    if (!DEMO_PROJECT.test(projectId)) {
      throw new AuthConfigError(
        `Firebase: FIREBASE_AUTH_EMULATOR_HOST is set with the project "${projectId}". The emulator's tokens are unsigned, so it only runs with a "demo-" project id; unset FIREBASE_AUTH_EMULATOR_HOST to use the real project.`,
      );
    }
    return {
      projectId,
      emulatorHost,
      browser: { apiKey: apiKey ?? 'demo-api-key', authDomain: authDomain ?? `${projectId}.firebaseapp.com`, projectId, emulatorUrl: `http://${emulatorHost}` },
    };
  }
  if (DEMO_PROJECT.test(projectId))
    throw new AuthConfigError(`Firebase: the "demo-" project "${projectId}" exists only in the Auth emulator; set FIREBASE_AUTH_EMULATOR_HOST. ${how}`);
  if (!apiKey) throw new AuthConfigError(`Firebase is not configured: "apiKey" not provided in firebase.initializeApp. ${how}`);
  checkServiceAccount(env['GOOGLE_APPLICATION_CREDENTIALS'], projectId);
  return { projectId, emulatorHost: undefined, browser: { apiKey, authDomain: authDomain ?? `${projectId}.firebaseapp.com`, projectId } };
}

/** What firebase-admin needs of a service account key (the JSON file the Firebase console gives). */
const ServiceAccountKey = z.object({
  type: z.literal('service_account'),
  project_id: z.string().min(1),
  client_email: z.string().min(1),
  private_key: z.string().includes('PRIVATE KEY'),
});

/**
 * The service account key firebase-admin will read (GOOGLE_APPLICATION_CREDENTIALS), checked when the
 * server starts: a key this process cannot read (a secret mounted with another user's permissions),
 * a file that is no key, or a key of another project would otherwise start the site and fail every
 * visitor's sign-in. Unset: the platform's own credentials (Google Cloud's), which only a sign-in tries.
 */
export function checkServiceAccount(path: string | undefined, projectId: string): void {
  if (!path?.trim()) return;
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : 'unreadable';
    throw new AuthConfigError(
      `Firebase: GOOGLE_APPLICATION_CREDENTIALS names ${path}, which this process cannot read (${code}): mount the service account key there, readable by the server's user${typeof process.getuid === 'function' ? ` (uid ${process.getuid()})` : ''}.`,
    );
  }
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  const key = ServiceAccountKey.safeParse(json);
  if (!key.success)
    throw new AuthConfigError(
      `Firebase: ${path} is not a service account key (a JSON file with "type": "service_account", "client_email" and "private_key": Firebase console › Project settings › Service accounts › Generate new private key).`,
    );
  if (key.data.project_id !== projectId)
    throw new AuthConfigError(`Firebase: the key in ${path} is for the project "${key.data.project_id}", not FIREBASE_PROJECT_ID "${projectId}".`);
}

let cached: AuthConfig | undefined;

/** The configuration, read once (server/index.ts reads it at start, so a bad one never reaches a request). */
export function authConfig(): AuthConfig {
  cached ??= readAuthConfig();
  return cached;
}
