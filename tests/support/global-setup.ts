// Vitest global setup for the integration and browser tests: one stack for each of the project's
// workers (vitest.config.ts: INTEGRATION_WORKERS), for the whole run. A stack is a real Directus
// (temporary SQLite database, free port), the real site server (the production build), its mail
// capture inbox and its Firebase Auth emulator; a worker's files use its own (admin.ts: stack), so
// files that change content or count what arrived never meet another worker's.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startAuthEmulator } from '../../embedded/auth-emulator.ts';
import { startMailCapture } from '../../embedded/mail-capture.ts';
import { newStackInfo, startCms, startSite, TEST_FIREBASE_PROJECT, type StackInfo } from './stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The stacks, the first for worker 1 (VITEST_POOL_ID), the second for worker 2, and so on. */
    stacks: StackInfo[];
  }
}

export default async function setup(project: TestProject) {
  // The tests run Chromium beside Directus on a small machine: Directus's event-loop pressure limiter
  // would answer 503 "Under pressure" to tests, which check behaviour, not capacity (`npm run bench`
  // measures that). Directus reads it from the environment it inherits (embedded/directus.ts).
  process.env['PRESSURE_LIMITER_ENABLED'] ??= 'false';
  // Directus answers every sign-in, right or wrong, no sooner than LOGIN_STALL_TIME (500 ms by default),
  // so that how long a failure takes does not tell an address from a password. The tests sign in over a
  // hundred times (every Studio window, the sign-in guard's tries) and check what is answered, not when:
  // a twentieth of a second here.
  process.env['LOGIN_STALL_TIME'] ??= '50';
  const workers = project.config.maxWorkers;
  const stacks = await Promise.all(Array.from({ length: workers }, () => startStack()));
  project.provide(
    'stacks',
    stacks.map((s) => s.info),
  );
  return async () => {
    await Promise.all(stacks.map((s) => s.stop()));
  };
}

async function startStack(): Promise<{ info: StackInfo; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-test-'));
  const info = await newStackInfo(dataDir);
  // The site's mail goes to a capture inbox the tests read (its JSON API), quick to retry.
  const mail = await startMailCapture({ smtpPort: 0, webPort: 0 });
  info.mailInboxUrl = mail.inboxUrl;
  // A Firebase Auth emulator (tests create their own users in it).
  const [auth, directus] = await Promise.all([startAuthEmulator({ projectId: TEST_FIREBASE_PROJECT, port: 0 }), startCms(info)]);
  info.authEmulatorHost = auth.host;
  const site = await startSite(info, { SMTP_URL: mail.smtpUrl, MAIL_POLL_MS: '200', MAIL_RETRY_MS: '300', FORM_MIN_FILL_MS: '1000' });
  return {
    info,
    stop: async () => {
      await site.stop();
      await directus.stop();
      await mail.close();
      await auth.stop();
      if (!process.env.KEEP_TEST_DATA) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
