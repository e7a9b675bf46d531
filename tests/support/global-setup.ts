// Vitest global setup for the integration and browser tests: one real Directus (temporary SQLite
// database, free port) and one real site server (the production build) for the whole run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startMailCapture } from '../../server/mail-capture.ts';
import { newStackInfo, startCms, startSite, type StackInfo } from './stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-test-'));
  const info = await newStackInfo(dataDir);
  // The site's mail goes to a capture inbox the tests read (its JSON API), quick to retry.
  const mail = await startMailCapture({ smtpPort: 0, webPort: 0 });
  info.mailInboxUrl = mail.inboxUrl;
  const directus = await startCms(info);
  const site = await startSite(info, { SMTP_URL: mail.smtpUrl, MAIL_POLL_MS: '200', MAIL_RETRY_MS: '300', FORM_MIN_FILL_MS: '1000' });
  project.provide('stack', info);
  return async () => {
    await site.stop();
    await directus.stop();
    await mail.close();
    if (!process.env.KEEP_TEST_DATA) rmSync(dataDir, { recursive: true, force: true });
  };
}
