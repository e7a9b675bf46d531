// Schema as code: applied idempotently at every start, never at the expense of content.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applySchema, loadBlockCollections } from '../../directus/schema/apply';
import { field } from '../../directus/schema/define';
import { setupCms } from '../../directus/setup';
import { admin, createPage, stack, uniqueSlug } from '../support/admin';

describe('schema as code', () => {
  it('changes nothing when applied a second time', async () => {
    const s = stack();
    const again = await setupCms({ url: s.directusUrl, adminEmail: s.secrets.adminEmail, adminPassword: s.secrets.adminPassword, siteToken: s.secrets.siteToken });
    expect(again.changes).toEqual([]);
    expect(again.seeded).toBe(false);
  });

  it('creates a collection for every block folder, in the block builder', async () => {
    const rest = await admin();
    const relations = z.array(z.object({ collection: z.string(), field: z.string(), meta: z.object({ one_allowed_collections: z.array(z.string()).nullable() }).nullable() })).parse(await rest.get('/relations'));
    const m2a = relations.find((r) => r.collection === 'pages_blocks' && r.field === 'item');
    expect(m2a?.meta?.one_allowed_collections?.sort()).toEqual(['block_call_to_action', 'block_feature_grid', 'block_hero', 'block_stats']);
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
