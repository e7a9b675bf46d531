// `npm run bench:blocks`: prints, for every block type, the JavaScript a page gains by holding it
// (gzip bytes, every script the browser fetched until the network was idle, minus those of a page
// without it). Asserts nothing. Starts a real Directus and the production site; drives Chromium.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { z } from 'zod';
import { loginAsAdmin } from '../directus/lib/rest.ts';
import type { CollectionDef } from '#kit/cms/fields.ts';
import { BROWSER_UA as UA, chromiumLaunchOptions } from '../tests/support/chromium.ts';
import { newStackInfo, startCms, startSite } from '../tests/support/stack.ts';
import { buildIsStale, buildSite } from './lib/build.ts';
import { repoRoot } from './lib/config.ts';

// What a block's directus.ts and fixtures.ts export (checked as directus/schema/apply.ts checks it).
const directusModule = z.object({ cmsCollection: z.custom<CollectionDef>((v) => typeof v === 'object' && v !== null && 'collection' in v) });
const moduleExports = z.record(z.string(), z.unknown());

if (buildIsStale()) buildSite();
const dataDir = mkdtempSync(join(tmpdir(), 'site-bench-blocks-'));
const info = await newStackInfo(dataDir);
const directus = await startCms(info, false);
const site = await startSite(info);
const browser = await chromium.launch(chromiumLaunchOptions);

async function scriptsOf(path: string): Promise<Map<string, number>> {
  const context = await browser.newContext({ userAgent: UA });
  const page = await context.newPage();
  const bodies: Promise<void>[] = [];
  const sizes = new Map<string, number>();
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    bodies.push(
      res.body().then(
        (b) => void sizes.set(new URL(res.url()).pathname, gzipSync(b, { level: 9 }).length),
        () => undefined,
      ),
    );
  });
  await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
  await Promise.all(bodies);
  const html = await page.content();
  await context.close();
  sizes.set('#html', html.length);
  return sizes;
}

try {
  const rest = await loginAsAdmin(directus.url, info.secrets.adminEmail, info.secrets.adminPassword);
  const create = async (slug: string, blocks: { collection: string; item: Record<string, unknown> }[]) => {
    await rest.post('/items/pages', { status: 'published', locale: 'en', slug, translation_key: slug, title: slug, layout: 'default', blocks });
  };
  await create('/bench-base', [{ collection: 'block_rich_text', item: { html: '<p>Baseline</p>' } }]);
  const base = await scriptsOf('/bench-base');

  const rows: string[] = [];
  const folders = readdirSync(join(repoRoot, 'blocks'), { withFileTypes: true }).filter((d) => d.isDirectory() && !d.name.startsWith('_'));
  for (const folder of folders) {
    const { cmsCollection } = directusModule.parse(await import(join(repoRoot, 'blocks', folder.name, 'directus.ts')));
    // The item holds the fixture's CMS fields, less file fields (this empty CMS has no file library);
    // fields the site fills itself (related reads) are not CMS fields.
    const keep = new Set(cmsCollection.fields.filter((f) => f.field !== 'id' && !f.meta.special?.includes('file')).map((f) => f.field));
    const fixtures = moduleExports.parse(await import(join(repoRoot, 'blocks', folder.name, 'fixtures.ts')));
    const set = z
      .object({ en: z.record(z.string(), z.record(z.string(), z.unknown())) })
      .parse(Object.entries(fixtures).find(([k]) => k.endsWith('Fixtures'))?.[1]);
    const [variant, fixture] = Object.entries(set.en)[0]!;
    const item = Object.fromEntries(Object.entries(fixture).filter(([k]) => keep.has(k)));
    const slug = `/bench-${folder.name}`;
    await create(slug, [
      { collection: 'block_rich_text', item: { html: '<p>Baseline</p>' } },
      { collection: cmsCollection.collection, item },
    ]);
    await new Promise((r) => setTimeout(r, 300));
    const withBlock = await scriptsOf(slug);
    const shown = (await (await fetch(`${site.url}${slug}`, { headers: { 'user-agent': UA } })).text()).includes(`data-block="${folder.name}"`);
    let added = 0;
    const files: string[] = [];
    for (const [src, size] of withBlock) {
      if (src === '#html' || base.has(src)) continue;
      added += size;
      files.push(`${src.replace(/^\/assets\//, '')} ${(size / 1024).toFixed(1)} KiB`);
    }
    const what = shown ? `${String(added).padStart(6)} B gzip` : '  (not shown: needs files or posts in this empty CMS)';
    rows.push(`  ${cmsCollection.collection.padEnd(22)} ${variant.padEnd(12)} ${what}${files.length ? `  [${files.join(', ')}]` : ''}`);
  }
  let baseJs = 0;
  for (const [src, size] of base) if (src !== '#html') baseJs += size;
  console.log(`\nJavaScript of a page with one rich-text block: ${(baseJs / 1024).toFixed(1)} KiB gzip (${base.size - 1} files)`);
  console.log('JavaScript each block type adds to such a page (EN fixture, files left out):');
  console.log(rows.join('\n'));
} finally {
  await browser.close();
  await site.stop();
  await directus.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
