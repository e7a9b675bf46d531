// Helpers for tests that act as a marketer would, through Directus's REST API as the admin.
import { inject } from 'vitest';
import { z } from 'zod';
import { loginAsAdmin, type Rest } from '../../directus/lib/rest.ts';

export const stack = () => inject('stack');

export async function admin(): Promise<Rest> {
  const s = stack();
  return loginAsAdmin(s.directusUrl, s.secrets.adminEmail, s.secrets.adminPassword);
}

const Created = z.object({ id: z.number() });

export type NewPage = {
  locale: 'en' | 'fr';
  slug: string;
  title: string;
  status?: 'draft' | 'published' | 'archived';
  translation_key?: string;
  blocks: { collection: string; item: Record<string, unknown> }[];
};

export async function createPage(rest: Rest, page: NewPage): Promise<number> {
  const created = Created.parse(
    await rest.post('/items/pages', {
      status: page.status ?? 'published',
      translation_key: page.translation_key ?? `test-${page.slug}`,
      layout: 'default',
      ...page,
    }),
  );
  return created.id;
}

/** Polls until `check` passes; returns the milliseconds it took. */
export async function eventually(ms: number, check: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < ms) {
    if (await check()) return Date.now() - start;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`not within ${ms} ms`);
}

/** A desktop browser's user agent: Node's own is (rightly) taken for a crawler by the site. */
export const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

export async function getHtml(path: string, headers: Record<string, string> = {}): Promise<{ status: number; html: string; headers: Headers }> {
  const res = await fetch(`${stack().siteUrl}${path}`, { redirect: 'manual', headers: { 'user-agent': BROWSER_UA, ...headers } });
  return { status: res.status, html: await res.text(), headers: res.headers };
}

export const uniqueSlug = (name: string) => `/test-${name}-${Date.now().toString(36)}`;
