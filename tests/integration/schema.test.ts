// Schema as code: applied idempotently at every start, never at the expense of content.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applySchema, loadBlockCollections } from '../../directus/schema/apply';
import { coreContentCollections } from '../../directus/schema/collections';
import { formCollections } from '../../directus/schema/forms';
import { mailCollections } from '../../directus/schema/mail';
import { studioCollections, studioMessage } from '../../directus/schema/studio-texts';
import { field } from '#kit/cms/fields';
import { setupCms } from '../../directus/setup';
import { admin, createPage, stack, uniqueSlug } from '../support/admin';

const Translations = z.array(z.object({ key: z.string(), language: z.string(), value: z.string().nullable() }));
const FieldMeta = z.array(z.object({ collection: z.string(), field: z.string(), meta: z.record(z.string(), z.unknown()).nullable() }));
const CollectionMeta = z.array(
  z.object({
    collection: z.string(),
    meta: z
      .object({
        note: z.string().nullish(),
        display_template: z.string().nullish(),
        translations: z.array(z.object({ language: z.string(), singular: z.string().nullish() })).nullish(),
      })
      .nullable(),
  }),
);

/** The texts the code declares, as apply.ts turns them into keys. */
async function declaredTexts() {
  const blocks = await loadBlockCollections('blocks');
  return studioCollections([...coreContentCollections, ...formCollections, ...mailCollections, ...blocks]);
}

/** A display template filled in as the Data Studio does for plain text fields. */
const render = (template: string, item: Record<string, unknown>) =>
  template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, f: string) => {
    const value = item[f];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '--';
  });
const templateFields = (template: string) => [...template.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1] ?? '');

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

  it('shows a French marketer French notes, choices and sub-fields: `$t:` keys, their texts in Directus’s translations', async () => {
    const rest = await admin();
    const fields = FieldMeta.parse(await rest.get('/fields/block_hero'));
    const meta = (name: string) => fields.find((f) => f.field === name)?.meta ?? {};
    expect(meta('headline')['note']).toBe('$t:note_block_hero_headline');
    expect(JSON.stringify(meta('variant')['options'])).toContain('"text":"$t:choice_block_hero_variant_split"');
    expect(JSON.stringify(meta('audiences')['options'])).toContain('"name":"$t:label_block_hero_audiences_audience"');

    // What the app loads for a user whose Studio language is French (Canada or France), and English.
    const { texts } = await declaredTexts();
    for (const [language, lang] of [
      ['fr-FR', 'fr'],
      ['fr-CA', 'fr'],
      ['en-US', 'en'],
    ] as const) {
      const rows = Translations.parse(await rest.get(`/translations?limit=-1&fields=key,language,value&filter[language][_eq]=${language}`));
      const byKey = new Map(rows.map((r) => [r.key, r.value]));
      for (const t of texts) expect(byKey.get(t.key), `${language} ${t.key}`).toBe(studioMessage(t.text[lang], lang));
    }
    const fr = new Map(
      Translations.parse(await rest.get('/translations?limit=-1&fields=key,language,value&filter[language][_eq]=fr-FR')).map((r) => [r.key, r.value]),
    );
    expect(fr.get('note_block_hero_headline')).toBe('Le titre principal de la page. Visez moins de 70 caractères.');
    expect(fr.get('choice_pages_status_draft')).toBe('Brouillon');

    // No key the Studio meets in a field or a collection is left without its French text (it would show as "note_…").
    const allFields = FieldMeta.parse(await rest.get('/fields?limit=-1'));
    const collections = CollectionMeta.parse(await rest.get('/collections?limit=-1'));
    // (Directus's own collections use the app's built-in keys, like $t:file_library.)
    const ours = <T extends { collection: string }>(rows: T[]) => rows.filter((r) => !r.collection.startsWith('directus_'));
    const used = [...JSON.stringify([ours(allFields).map((f) => f.meta), ours(collections).map((c) => c.meta)]).matchAll(/"\$t:([a-z0-9_]+)"/g)].map(
      (m) => m[1] ?? '',
    );
    expect(used.length).toBeGreaterThan(200);
    for (const key of used) expect(fr.has(key), key).toBe(true);
    expect(collections.find((c) => c.collection === 'block_hero')?.meta?.note).toBe('$t:note_block_hero');
  });

  it('names a page’s blocks as a marketer reads them: the type in the Studio’s language, then the block’s main text', async () => {
    const rest = await admin();
    const headline = 'Is a heat pump right for your home?';
    const id = await createPage(rest, {
      locale: 'en',
      slug: uniqueSlug('labels'),
      title: 'Labels',
      blocks: [{ collection: 'block_hero', item: { headline } }],
    });
    const collections = CollectionMeta.parse(await rest.get('/collections?limit=-1'));
    const hero = collections.find((c) => c.collection === 'block_hero')?.meta;
    const template = hero?.display_template ?? '';
    // The page's block list reads each item as the type's singular name, a colon, then the display template.
    const page = z.object({ blocks: z.array(z.object({ collection: z.string(), item: z.record(z.string(), z.unknown()) })) }).parse(
      await rest.get(
        `/items/pages/${id}?fields=blocks.collection,${templateFields(template)
          .map((f) => `blocks.item:block_hero.${f}`)
          .join(',')}`,
      ),
    );
    const block = page.blocks[0];
    expect(block?.collection).toBe('block_hero');
    const row = (language: string) => `${hero?.translations?.find((t) => t.language === language)?.singular}: ${render(template, block?.item ?? {})}`;
    expect(row('fr-FR')).toBe(`Bannière principale: ${headline}`);
    expect(row('fr-CA')).toBe(`Bannière principale: ${headline}`);
    expect(row('en-US')).toBe(`Hero: ${headline}`);
  });

  it('has display templates made only of fields their collection has, which Directus reads', async () => {
    const rest = await admin();
    const collections = CollectionMeta.parse(await rest.get('/collections?limit=-1'));
    const { collections: declared } = await declaredTexts();
    let checked = 0;
    for (const def of declared) {
      const template = collections.find((c) => c.collection === def.collection)?.meta?.display_template;
      if (!template) continue;
      const names = templateFields(template);
      const stored = FieldMeta.parse(await rest.get(`/fields/${def.collection}`)).map((f) => f.field);
      for (const name of names) expect(stored, `${def.collection}: ${template}`).toContain(name);
      // Directus answers a read of exactly those fields (what the Studio asks for to draw the name).
      await rest.get(`/items/${def.collection}?limit=1&fields=${names.join(',')}`);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(20);
    const pages = collections.find((c) => c.collection === 'pages')?.meta?.display_template ?? '';
    expect(render(pages, { title: 'Home', slug: '/', locale: 'en' })).toBe('Home · / · en');
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
      `import { z } from '${resolve('node_modules/zod/index.js')}';
import { defineBlockCollection } from '${resolve('kit/cms/block-collection.ts')}';
import { field } from '${resolve('kit/cms/fields.ts')}';
const schema = z.object({ collection: z.literal('block_quote'), id: z.number(), text: z.string().trim().min(1) });
export const cmsCollection = defineBlockCollection(schema, {
  icon: 'format_quote',
  studio: {
    en: { name: ['Quote', 'Quotes'], about: 'A customer quote.', note: 'A customer quote, large.' },
    fr: { name: ['Citation', 'Citations'], about: 'Une citation de client.', note: 'Une citation de client, en grand.' },
  },
  displayTemplate: '{{text}}',
  fields: [field.text('text', { required: true, note: { en: 'Their words.', fr: 'Ses mots.' } })],
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
          // Its id, its text, and who sees it (the section, its mode and three lists: every block's).
          'created collection block_quote (7 fields)',
          // Its notes (the collection's, its field's and the seven of who sees it), in the five Studio languages.
          'added 45 Data Studio text translation(s)',
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
      // Back to the repository's blocks, as the next start would be, and the quote's collection
      // removed as a developer would: the shared database stays within the 25-collection limit
      // that other tests (migration.test.ts) build on.
      await setupCms({ url: s.directusUrl, adminEmail: s.secrets.adminEmail, adminPassword: s.secrets.adminPassword, siteToken: s.secrets.siteToken });
      await (await admin()).del('/collections/block_quote');
      rmSync(blocksDir, { recursive: true, force: true });
    }
  });
});
