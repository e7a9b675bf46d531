// The marketer's role, proven against the real Directus as the sample marketer setup creates: a
// marketer composes pages and follows leads, and reaches nothing of the schema, the users, the
// Directus settings or the site server's token.
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { blockCollections } from '../../blocks';
import { DirectusError, loginAsAdmin, type Rest } from '../../directus/lib/rest';
import { MARKETING_POLICY_ID, MARKETING_ROLE_ID } from '../../directus/studio/ids';
import { SAMPLE_MARKETER_EMAIL } from '../../directus/studio/marketing';
import { SITE_USER_EMAIL } from '../../directus/access';
import { admin, stack, statusOf, uniqueSlug } from '../support/admin';

let marketer: Rest;
beforeAll(async () => {
  marketer = await loginAsAdmin(stack().directusUrl, SAMPLE_MARKETER_EMAIL, stack().secrets.marketerPassword);
});

const Me = z.object({ id: z.string(), role: z.string(), last_page: z.string().nullable() });

describe('the Marketing role', () => {
  it('is the sample marketer’s, a Data Studio user (their first screen: tests/e2e/studio.test.ts)', async () => {
    const me = Me.parse(await marketer.get('/users/me?fields=id,role,last_page'));
    expect(me.role).toBe(MARKETING_ROLE_ID);
    // Set at creation to the pages; the Studio keeps it as the last page visited from then on.
    expect(me.last_page).toMatch(/^\/(content|visual|insights)\//);
  });

  it('lets marketers change their own language and name, and nobody else’s role', async () => {
    await marketer.patch('/users/me', { language: 'fr-FR', title: 'Marketing' });
    const me = z.object({ language: z.string().nullable() }).parse(await marketer.get('/users/me?fields=language'));
    expect(me.language).toBe('fr-FR');
    await marketer.patch('/users/me', { language: null });
    expect(await statusOf(marketer.patch('/users/me', { role: null }))).toBe(403);
  });

  it('composes a page with a block, edits it, and deletes it', async () => {
    const slug = uniqueSlug('marketer-own');
    const page = z.object({ id: z.number() }).parse(
      await marketer.post('/items/pages', {
        locale: 'en',
        slug,
        title: 'Written by marketing',
        translation_key: `test-${slug}`,
        status: 'draft',
        layout: 'default',
        blocks: [{ collection: 'block_hero', item: { headline: 'By marketing', variant: 'default' } }],
      }),
    );
    await marketer.patch(`/items/pages/${page.id}`, { title: 'Written and edited by marketing' });
    const read = z.object({ title: z.string() }).parse(await marketer.get(`/items/pages/${page.id}?fields=title`));
    expect(read.title).toBe('Written and edited by marketing');
    await marketer.del(`/items/pages/${page.id}`);
    expect(await statusOf(marketer.get(`/items/pages/${page.id}`))).toBe(403);
  });

  it('may create, read, update and delete every block type, articles, categories, redirects and files', async () => {
    for (const c of [...blockCollections, 'pages_blocks', 'posts', 'post_categories', 'redirects']) {
      expect(await statusOf(marketer.get(`/items/${c}?limit=1&fields=id`)), c).toBe(200);
    }
    expect(await statusOf(marketer.get('/files?limit=1&fields=id'))).toBe(200);
  });

  it('edits the site settings’ texts but cannot delete them', async () => {
    const rest = await admin();
    const before = z
      .object({ id: z.number() })
      .array()
      .parse(await rest.get('/items/site_settings?fields=id&limit=1'));
    expect(before[0]).toBeDefined();
    expect(await statusOf(marketer.get('/items/site_settings?limit=1'))).toBe(200);
    expect(await statusOf(marketer.del(`/items/site_settings/${before[0]?.id ?? 0}`))).toBe(403);
  });

  it('reads leads and works them, but cannot delete or invent one', async () => {
    const rest = await admin();
    const lead = z.object({ id: z.number() }).parse(
      await rest.post('/items/demo_requests', {
        name: 'Lee Lead',
        company: 'Warm Homes',
        email: `lead-${Date.now()}@example.com`,
        role: 'energy_advisor',
        locale: 'en',
        consent: true,
      }),
    );
    const seen = z
      .object({ id: z.number() })
      .array()
      .parse(await marketer.get(`/items/demo_requests?filter[id][_eq]=${lead.id}&fields=id`));
    expect(seen).toHaveLength(1);
    expect(await statusOf(marketer.patch(`/items/demo_requests/${lead.id}`, { status: 'contacted', notes: 'Called back' }))).toBe(200);
    const worked = z.object({ status: z.string() }).parse(await rest.get(`/items/demo_requests/${lead.id}?fields=status`));
    expect(worked.status).toBe('contacted');
    expect(await statusOf(marketer.del(`/items/demo_requests/${lead.id}`))).toBe(403);
    expect(await statusOf(marketer.get('/items/form_submissions?limit=1'))).toBe(200);
    expect(await statusOf(marketer.post('/items/demo_requests', { email: 'made-up@example.com' }))).toBe(403);
    expect(await statusOf(marketer.get('/items/mail_outbox?limit=1'))).toBe(200);
    expect(await statusOf(marketer.get('/dashboards?limit=1'))).toBe(200);
  });

  it('reaches no other user, no policy of the site server, no schema change and no Directus setting', async () => {
    const users = z
      .object({ id: z.string(), email: z.string().nullish() })
      .array()
      .parse(await marketer.get('/users?fields=id,email&limit=-1'));
    expect(users.map((u) => u.email)).toEqual([SAMPLE_MARKETER_EMAIL]);
    const rest = await admin();
    const site = z
      .object({ id: z.string() })
      .array()
      .parse(await rest.get(`/users?filter[email][_eq]=${encodeURIComponent(SITE_USER_EMAIL)}&fields=id`));
    expect(await statusOf(marketer.get(`/users/${site[0]?.id ?? 'none'}?fields=token`))).toBe(403);
    expect(await statusOf(marketer.get('/policies?fields=name&limit=-1'))).toBe(403);
    const sitePolicies = z
      .object({ id: z.string() })
      .array()
      .parse(await rest.get(`/policies?filter[name][_starts_with]=${encodeURIComponent('Site server')}&fields=id`));
    expect(sitePolicies).toHaveLength(2);
    let permissions: unknown = [];
    try {
      permissions = await marketer.get('/permissions?fields=policy&limit=-1');
    } catch (e) {
      if (!(e instanceof DirectusError)) throw e;
    }
    const seenPolicies = z
      .object({ policy: z.string().nullable() })
      .array()
      .parse(permissions)
      .map((p) => p.policy);
    for (const p of sitePolicies) expect(seenPolicies).not.toContain(p.id);
    expect(await statusOf(marketer.post('/collections', { collection: 'marketing_notes', schema: {}, meta: {} }))).toBe(403);
    expect(await statusOf(marketer.post('/fields/pages', { field: 'colour', type: 'string' }))).toBe(403);
    expect(await statusOf(marketer.patch('/settings', { project_name: 'Taken over' }))).toBe(403);
    expect(await statusOf(marketer.post('/roles', { name: 'Admins too' }))).toBe(403);
    expect(await statusOf(marketer.post('/users', { email: 'friend@example.com', password: 'x'.repeat(16), role: MARKETING_ROLE_ID }))).toBe(403);
  });

  it('keeps within Directus Core: two seats of three, and not one filtered permission', async () => {
    const rest = await admin();
    const license = z.object({ usage: z.object({ seats: z.number(), collections: z.number() }) }).parse(await rest.get('/license'));
    expect(license.usage.seats).toBeLessThanOrEqual(3);
    expect(license.usage.collections).toBeLessThanOrEqual(25);
    const perms = z
      .object({ collection: z.string(), fields: z.array(z.string()).nullable(), permissions: z.unknown() })
      .array()
      .parse(await rest.get(`/permissions?filter[policy][_eq]=${MARKETING_POLICY_ID}&limit=-1&fields=collection,fields,permissions`));
    expect(perms.length).toBeGreaterThan(40);
    // One grant is filtered: Directus's own recommended "update your own profile", which Core allows as it is.
    for (const p of perms.filter((p) => p.collection !== 'directus_users')) {
      expect(p.fields).toEqual(['*']);
      expect(p.permissions ?? {}).toEqual({});
    }
  });
});
