// Vitest global setup for the integration and browser tests: one real Directus (temporary SQLite
// database, free port) and one real site server (the production build) for the whole run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startAuthEmulator } from '../../embedded/auth-emulator.ts';
import { startMailCapture } from '../../embedded/mail-capture.ts';
import { newStackInfo, startCms, startSite, TEST_FIREBASE_PROJECT, type StackInfo } from './stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}

export default async function setup(project: TestProject) {
  // The tests run Chromium beside Directus on a small machine: Directus's event-loop pressure limiter
  // would answer 503 "Under pressure" to tests, which check behaviour, not capacity (`npm run bench`
  // measures that). Directus reads it from the environment it inherits (embedded/directus.ts).
  process.env['PRESSURE_LIMITER_ENABLED'] ??= 'false';
  const dataDir = mkdtempSync(join(tmpdir(), 'site-test-'));
  const info = await newStackInfo(dataDir);
  // The site's mail goes to a capture inbox the tests read (its JSON API), quick to retry.
  const mail = await startMailCapture({ smtpPort: 0, webPort: 0 });
  info.mailInboxUrl = mail.inboxUrl;
  // One Firebase Auth emulator for the run (tests create their own users in it).
  const [auth, directus] = await Promise.all([startAuthEmulator({ projectId: TEST_FIREBASE_PROJECT, port: 0 }), startCms(info)]);
  info.authEmulatorHost = auth.host;
  const site = await startSite(info, { SMTP_URL: mail.smtpUrl, MAIL_POLL_MS: '200', MAIL_RETRY_MS: '300', FORM_MIN_FILL_MS: '1000' });
  project.provide('stack', info);
  return async () => {
    await site.stop();
    await directus.stop();
    await mail.close();
    await auth.stop();
    if (!process.env.KEEP_TEST_DATA) rmSync(dataDir, { recursive: true, force: true });
  };
}
