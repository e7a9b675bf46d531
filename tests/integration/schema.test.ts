// Schema as code: applied idempotently at every start, never at the expense of content.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applySchema, loadBlockCollections } from '../../directus/schema/apply';
import { field } from '#kit/cms/fields';
import { setupCms } from '../../directus/setup';
import { admin, createPage, stack, uniqueSlug } from '../support/admin';

describe('schema as code', () => {
  it('changes nothing when applied a second time', async () => {
    const s = stack();
    const again = await setupCms({
      url: s.directusUrl,
      adminEmail: s.secrets.adminEmail,
      adminPassword: s.secrets.adminPassword,
      siteToken: s.secrets.siteToken,
    });
    expect(again.changes).toEqual([]);
    expect(again.seeded).toBe(false);
  });

  it('creates a collection for every block folder, in the block builder', async () => {
    const rest = await admin();
    const relations = z
      .array(z.object({ collection: z.string(), field: z.string(), meta: z.object({ one_allowed_collections: z.array(z.string()).nullable() }).nullable() }))
      .parse(await rest.get('/relations'));
    const m2a = relations.find((r) => r.collection === 'pages_blocks' && r.field === 'item');
    const folders = (await loadBlockCollections('blocks')).map((d) => d.collection);
    expect(folders.length).toBeGreaterThanOrEqual(4);
    expect(m2a?.meta?.one_allowed_collections?.sort()).toEqual(folders.sort());
  });

  it('shows marketers three folders, Site, Blocks (closed) and Leads, in English and French', async () => {
    const rest = await admin();
    const stored = z
      .array(
        z.object({
          collection: z.string(),
          schema: z.unknown().nullable(),
          meta: z
            .object({
              group: z.string().nullish(),
              collapse: z.string().nullish(),
              translations: z.array(z.object({ language: z.string(), translation: z.string() })).nullish(),
            })
            .nullable(),
        }),
      )
      .parse(await rest.get('/collections?limit=-1'));
    const byName = new Map(stored.map((c) => [c.collection, c]));
    const folder = (name: string) => byName.get(name);
    // Folders have no table, so Directus's licence does not count them among its 25 collections.
    for (const name of ['folder_site', 'folder_blocks', 'folder_leads']) expect(folder(name)?.schema, name).toBeNull();
    expect(folder('folder_blocks')?.meta?.collapse).toBe('closed');
    expect(folder('folder_leads')?.meta?.translations?.find((t) => t.language === 'fr-FR')?.translation).toBe('Prospects');
    const groupOf = (name: string) => byName.get(name)?.meta?.group;
    for (const name of ['pages', 'posts', 'post_categories', 'redirects', 'site_settings']) expect(groupOf(name), name).toBe('folder_site');
    for (const name of ['demo_requests', 'demo_availability', 'form_submissions', 'mail_outbox']) expect(groupOf(name), name).toBe('folder_leads');
    for (const def of await loadBlockCollections('blocks')) expect(groupOf(def.collection), def.collection).toBe('folder_blocks');
    // Every collection of the site's is in a folder: none is left loose in the navigation.
    const loose = stored.filter((c) => !c.collection.startsWith('directus_') && c.schema !== null && !c.meta?.group).map((c) => c.collection);
    expect(loose).toEqual([]);
  });

  it('keeps a marketer’s content when a block gains a field', async () => {
    const rest = await admin();
    const slug = uniqueSlug('schema');
    const id = await createPage(rest, { locale: 'en', slug, title: 'Kept', blocks: [{ collection: 'block_hero', item: { headline: 'Still here' } }] });

    const defs = await loadBlockCollections('blocks');
    const withExtra = defs.map((d) => (d.collection === 'block_hero' ? { ...d, fields: [...d.fields, field.string('test_extra_field')] } : d));
    const result = await applySchema(rest, withExtra);
    expect(result.changes).toContain('added field block_hero.test_extra_field');

    const page = z
      .object({ blocks: z.array(z.object({ item: z.object({ headline: z.string(), test_extra_field: z.string().nullable() }) })) })
      .parse(await rest.get(`/items/pages/${id}?fields=blocks.item:block_hero.headline,blocks.item:block_hero.test_extra_field`));
    expect(page.blocks[0]?.item).toEqual({ headline: 'Still here', test_extra_field: null });
  });
});

describe('a developer adds a block type', () => {
  it('gets its collection, a place in the block builder and site read access at the next start', async () => {
    const s = stack();
    const blocksDir = mkdtempSync(join(tmpdir(), 'blocks-'));
    mkdirSync(join(blocksDir, 'quote'));
    writeFileSync(
      join(blocksDir, 'quote', 'directus.ts'),
      `import { defineBlockCollection, field } from '${resolve('kit/cms/fields.ts')}';
export const cmsCollection = defineBlockCollection({
  collection: 'block_quote',
  icon: 'format_quote',
  label: { en: { singular: 'Quote', plural: 'Quotes' }, fr: { singular: 'Citation', plural: 'Citations' } },
  note: 'A customer quote.',
  displayTemplate: '{{text}}',
  fields: [field.text('text', { required: true })],
});
`,
    );
    try {
      const result = await setupCms({
        url: s.directusUrl,
        adminEmail: s.secrets.adminEmail,
        adminPassword: s.secrets.adminPassword,
        siteToken: s.secrets.siteToken,
        blocksDirs: [resolve('blocks'), blocksDir],
      });
      expect(result.changes).toEqual(
        expect.arrayContaining([
          'created collection block_quote (2 fields)',
          'updated relation pages_blocks.item (one_allowed_collections)',
          'site policy may read block_quote',
        ]),
      );
      const rest = await admin();
      await rest.post('/items/block_quote', { text: 'Our heat pump paid for itself.' });
      const read = await fetch(`${s.directusUrl}/items/block_quote`, { headers: { authorization: `Bearer ${s.secrets.siteToken}` } });
      expect(read.status).toBe(200);
      expect((await fetch(`${s.directusUrl}/items/block_quote`)).status).toBe(403);
    } finally {
      // Back to the repository's blocks, as the next start would be.
      await setupCms({ url: s.directusUrl, adminEmail: s.secrets.adminEmail, adminPassword: s.secrets.adminPassword, siteToken: s.secrets.siteToken });
      rmSync(blocksDir, { recursive: true, force: true });
    }
  });
});
