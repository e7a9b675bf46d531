// Vitest global setup for the integration and browser tests: one real Directus (temporary SQLite
// database, free port) and one real site server (the production build) for the whole run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { newStackInfo, startCms, startSite, type StackInfo } from './stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-test-'));
  const info = await newStackInfo(dataDir);
  const directus = await startCms(info);
  const site = await startSite(info);
  project.provide('stack', info);
  return async () => {
    await site.stop();
    await directus.stop();
    if (!process.env.KEEP_TEST_DATA) rmSync(dataDir, { recursive: true, force: true });
  };
}
