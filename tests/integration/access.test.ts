// Access, proven against the real Directus: anonymous callers get nothing, the site's token reads
// and cannot write.
import { describe, expect, it } from 'vitest';
import { blockCollections } from '../../blocks';
import { getHtml, stack } from '../support/admin';

const contentCollections = ['pages', 'pages_blocks', 'site_settings', ...blockCollections];

describe('Directus access', () => {
  it('refuses an anonymous read of pages (drafts would leak)', async () => {
    const res = await fetch(`${stack().directusUrl}/items/pages`);
    expect(res.status).toBe(403);
  });

  it('refuses anonymous reads of every content collection', async () => {
    for (const c of contentCollections) {
      const res = await fetch(`${stack().directusUrl}/items/${c}`);
      expect(res.status, c).toBe(403);
    }
  });

  it('refuses anonymous writes', async () => {
    const res = await fetch(`${stack().directusUrl}/items/pages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ locale: 'en', slug: '/x', title: 'x', translation_key: 'x', status: 'published' }),
    });
    expect(res.status).toBe(403);
  });

  it('lets the site token read content, and nothing more', async () => {
    const auth = { authorization: `Bearer ${stack().secrets.siteToken}` };
    const read = await fetch(`${stack().directusUrl}/items/pages?fields=id`, { headers: auth });
    expect(read.status).toBe(200);
    const write = await fetch(`${stack().directusUrl}/items/pages`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ locale: 'en', slug: '/x', title: 'x', translation_key: 'x' }),
    });
    expect(write.status).toBe(403);
    const users = await fetch(`${stack().directusUrl}/users`, { headers: auth });
    expect(users.status).toBe(403);
  });

  it('never sends the token to the browser, nor any Directus address but the Log in page', async () => {
    const { html } = await getHtml('/');
    expect(html).not.toContain(stack().secrets.siteToken);
    const directusRefs = [...html.matchAll(new RegExp(`${stack().directusUrl}[^"\\\\]*`, 'g'))].map((m) => m[0]);
    expect(directusRefs.length).toBeGreaterThan(0);
    expect(new Set(directusRefs)).toEqual(new Set([`${stack().directusUrl}/admin/login`]));
  });

  it('lets only Directus, with the shared secret, tell the site that content changed', async () => {
    const revalidate = (authorization?: string) =>
      fetch(`${stack().siteUrl}/api/revalidate`, { method: 'POST', headers: authorization ? { authorization } : {} });
    expect((await revalidate()).status).toBe(401);
    expect((await revalidate('Bearer not-the-secret')).status).toBe(401);
    expect((await revalidate(`Bearer ${stack().secrets.siteToken}`)).status).toBe(401);
    expect((await revalidate(`Bearer ${stack().secrets.revalidateSecret}`)).status).toBe(200);
    expect((await fetch(`${stack().siteUrl}/api/revalidate`)).status).toBe(405);
  });
});
