// Designers' review room: `npm run build-storybook` builds, and every block has a docs page that
// lists the CMS fields that feed it (read from its directus.ts), under the story's own description.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright';
import sirv from 'sirv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { CollectionDef } from '#kit/cms/fields';
import { launch } from '../support/browser';

const out = mkdtempSync(join(tmpdir(), 'storybook-static-'));
let server: Server;
let base: string;
let browser: Browser;
const docsEntries = new Map<string, string>();

beforeAll(async () => {
  const build = spawnSync(process.execPath, [resolve('node_modules/storybook/dist/bin/dispatcher.js'), 'build', '-o', out, '--quiet'], {
    encoding: 'utf8',
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  });
  expect(build.status, build.stderr.slice(-2000)).toBe(0);
  const index = z
    .object({ entries: z.record(z.string(), z.object({ id: z.string(), type: z.string(), importPath: z.string() })) })
    .parse(JSON.parse(readFileSync(join(out, 'index.json'), 'utf8')));
  for (const entry of Object.values(index.entries)) {
    const folder = /blocks\/([^/]+)\//.exec(entry.importPath)?.[1];
    if (entry.type === 'docs' && folder) docsEntries.set(folder, entry.id);
  }
  server = createServer(sirv(out));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  browser = await launch();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  server?.close();
  rmSync(out, { recursive: true, force: true });
});

// What a block's directus.ts exports (checked as directus/schema/apply.ts checks it).
const directusModule = z.object({ cmsCollection: z.custom<CollectionDef>((v) => typeof v === 'object' && v !== null && 'collection' in v) });

const folders = readdirSync(resolve('blocks'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && !d.name.startsWith('_'))
  .map((d) => d.name);

describe('Storybook docs pages', () => {
  for (const folder of folders) {
    it(`${folder}: has a docs page with its CMS collection, what it is for, and every field`, async () => {
      const id = docsEntries.get(folder);
      expect(id, `a docs page for blocks/${folder}`).toBeDefined();
      const { cmsCollection } = directusModule.parse(await import(resolve('blocks', folder, 'directus.ts')));
      const page = await browser.newPage();
      await page.goto(`${base}/iframe.html?viewMode=docs&id=${id}`);
      const table = page.getByRole('table');
      await table.waitFor({ timeout: 20_000 });
      expect(await page.getByRole('heading', { name: 'CMS fields' }).count()).toBe(1);
      expect(await page.getByText(cmsCollection.collection, { exact: true }).count()).toBeGreaterThan(0);
      expect(await page.getByText(cmsCollection.meta.note!.en, { exact: false }).count()).toBeGreaterThan(0);
      const listed = await table.locator('tbody tr td:first-child').allTextContents();
      expect(listed).toEqual(cmsCollection.fields.filter((f) => !f.meta.hidden).map((f) => f.field));
      await page.close();
    });
  }
});
