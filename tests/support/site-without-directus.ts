// A site server whose Directus is away, for the tests of what visitors see then (forms, erasure).
import { afterAll, beforeAll } from 'vitest';
import { stack as testStack } from './admin.ts';
import { freePort, startSite, type RunningSite, type StackInfo } from './stack.ts';

/**
 * For the tests that call it (a file, or a describe block): a second site server, on the test stack's
 * settings and a free port, whose Directus is unreachable (a port where nothing listens; requests to it
 * give up after 500 ms). Started before those tests, stopped after them; `info` changes the settings
 * (a data folder of its own, say).
 */
export function siteWithoutDirectus(info: Partial<StackInfo> = {}): () => RunningSite {
  let site: RunningSite | undefined;
  beforeAll(async () => {
    const port = await freePort();
    const stack = { ...testStack(), ...info, sitePort: port, siteUrl: `http://127.0.0.1:${port}` };
    site = await startSite(stack, { DIRECTUS_URL: `http://127.0.0.1:${await freePort()}`, CMS_TIMEOUT_MS: '500' });
  }, 60_000);
  afterAll(async () => {
    await site?.stop();
  });
  return () => {
    if (!site) throw new Error('siteWithoutDirectus(): the site starts in beforeAll');
    return site;
  };
}
