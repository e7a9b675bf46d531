// Starts the Firebase Auth emulator (embedded/auth-emulator.cjs) as a child process: `npm start` does
// when no Firebase project is configured, and the test setup does for every test run.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { stopChild } from './directus.ts';

const entry = join(fileURLToPath(new URL('.', import.meta.url)), 'auth-emulator.cjs');

export type AuthEmulator = {
  /** `http://127.0.0.1:9099`: what the browser SDK's connectAuthEmulator takes. */
  url: string;
  /** `127.0.0.1:9099`: what firebase-admin reads from FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  projectId: string;
  child: ChildProcess;
  stop(): Promise<void>;
};

export type AuthEmulatorOptions = {
  /** Must start with `demo-`: a project only the emulator knows (firebase-admin then trusts unsigned tokens). */
  projectId: string;
  /** 0: any free port. */
  port: number;
  /** Each line the emulator logs (its password-reset links among them). */
  onLine?: (line: string) => void;
  timeoutMs?: number;
};

export function startAuthEmulator(o: AuthEmulatorOptions): Promise<AuthEmulator> {
  const child = spawn(process.execPath, [entry, o.projectId, String(o.port)], { stdio: ['ignore', 'pipe', 'pipe'] });
  const stop = () => stopChild(child);
  return new Promise((resolve, reject) => {
    const lines: string[] = [];
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The Firebase Auth emulator did not start within ${(o.timeoutMs ?? 60_000) / 1000} s:\n${lines.join('\n')}`));
    }, o.timeoutMs ?? 60_000);
    const onLine = (line: string) => {
      const ready = /^ready (http:\/\/(.+))$/.exec(line);
      if (ready?.[1] && ready[2]) {
        clearTimeout(timer);
        resolve({ url: ready[1], host: ready[2], projectId: o.projectId, child, stop });
        return;
      }
      lines.push(line);
      o.onLine?.(line);
    };
    if (child.stdout) createInterface({ input: child.stdout }).on('line', onLine);
    if (child.stderr) createInterface({ input: child.stderr }).on('line', onLine);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The Firebase Auth emulator exited (${code}): ${lines.join('\n')}`));
    });
  });
}

/**
 * An account in the emulator, created through its REST API (what the Firebase console does), with its
 * e-mail marked verified when asked: its requests sent signed out then show on its account page too.
 * An address the emulator already has is left as it is.
 */
export async function addEmulatorAccount(
  emulator: Pick<AuthEmulator, 'url'>,
  account: { email: string; password: string; displayName?: string; emailVerified?: boolean },
): Promise<void> {
  const call = async (path: string, body: Record<string, unknown>, owner = false) => {
    const res = await fetch(`${emulator.url}/identitytoolkit.googleapis.com/v1/${path}?key=emulator`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(owner ? { authorization: 'Bearer owner' } : {}) },
      body: JSON.stringify(body),
    });
    const json: unknown = await res.json();
    return { ok: res.ok, json };
  };
  const created = await call('accounts:signUp', { email: account.email, password: account.password });
  if (!created.ok) {
    if (JSON.stringify(created.json).includes('EMAIL_EXISTS')) return;
    throw new Error(`The Auth emulator refused to create ${account.email}: ${JSON.stringify(created.json)}`);
  }
  const localId = typeof created.json === 'object' && created.json !== null && 'localId' in created.json ? String(created.json.localId) : '';
  const updated = await call(
    'accounts:update',
    { localId, emailVerified: account.emailVerified ?? false, ...(account.displayName ? { displayName: account.displayName } : {}) },
    true,
  );
  if (!updated.ok) throw new Error(`The Auth emulator refused to update ${account.email}: ${JSON.stringify(updated.json)}`);
}
