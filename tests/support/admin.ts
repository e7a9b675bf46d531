// Helpers for tests that act as a marketer would, through Directus's REST API as the admin.
import { inject } from 'vitest';
import { z } from 'zod';
import { DirectusError, loginAsAdmin, type Rest } from '../../directus/lib/rest.ts';
import { SAMPLE_MARKETER_EMAIL } from '../../directus/studio/marketing.ts';
import { BROWSER_UA } from './chromium.ts';
import type { StackInfo } from './stack.ts';

export { BROWSER_UA };

/**
 * The stack of this worker (global-setup.ts starts one a worker): Vitest numbers the workers from 1
 * (VITEST_POOL_ID), and a worker keeps its number, its Chromium and its stack from file to file.
 */
export function stack(): StackInfo {
  const stacks = inject('stacks');
  const worker = Number(process.env['VITEST_POOL_ID'] ?? '1');
  const mine = stacks[(worker - 1) % stacks.length];
  if (!mine) throw new Error(`no test stack for worker ${worker} (of ${stacks.length})`);
  return mine;
}

export async function admin(): Promise<Rest> {
  const s = stack();
  return loginAsAdmin(s.directusUrl, s.secrets.adminEmail, s.secrets.adminPassword);
}

/** An access token, for what the REST helper does not read (an HTML page, a CSV file). */
async function tokenOf(email: string, password: string): Promise<string> {
  const res = await fetch(`${stack().directusUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return z.object({ data: z.object({ access_token: z.string() }) }).parse(await res.json()).data.access_token;
}

/** The admin's access token. */
export const adminToken = (): Promise<string> => tokenOf(stack().secrets.adminEmail, stack().secrets.adminPassword);

/** The sample marketer's own access token (a page of Directus's that is not JSON, seen as the marketer). */
export const marketerToken = (): Promise<string> => tokenOf(SAMPLE_MARKETER_EMAIL, stack().secrets.marketerPassword);

/** What Directus answers a call: its status and first error's message (200 and '' when it takes it). */
export async function answerOf(call: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await call;
    return { status: 200, message: '' };
  } catch (e) {
    if (!(e instanceof DirectusError)) throw e;
    return { status: e.status, message: z.object({ errors: z.array(z.object({ message: z.string() })) }).safeParse(e.body).data?.errors[0]?.message ?? '' };
  }
}

/** The HTTP status Directus answers a call with (200 when it takes it; 403 for what does not exist). */
export const statusOf = async (call: Promise<unknown>): Promise<number> => (await answerOf(call)).status;

const Created = z.object({ id: z.number() });

export type NewPage = {
  locale: 'en' | 'fr';
  slug: string;
  title: string;
  status?: 'draft' | 'published' | 'archived';
  translation_key?: string;
  /** Hide from search engines (robots noindex, left out of the sitemaps). */
  noindex?: boolean;
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

/** A demo request (a lead) as the site stores one, made by `rest` with the fields given over a homeowner's; its id. */
export async function createLead(rest: Rest, lead: { name: string; email: string } & Record<string, unknown>): Promise<number> {
  return Created.parse(await rest.post('/items/demo_requests', { company: 'Warm Homes', role: 'homeowner', locale: 'en', consent: true, ...lead })).id;
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

export async function getHtml(path: string, headers: Record<string, string> = {}): Promise<{ status: number; html: string; headers: Headers }> {
  const res = await fetch(`${stack().siteUrl}${path}`, { redirect: 'manual', headers: { 'user-agent': BROWSER_UA, ...headers } });
  return { status: res.status, html: await res.text(), headers: res.headers };
}

export const uniqueSlug = (name: string) => `/test-${name}-${Date.now().toString(36)}`;

/** Uploads a file to the Directus file library as the admin; returns its id. */
export async function uploadFile(file: { name: string; type: string; data: Uint8Array; title: string; folder?: string }): Promise<string> {
  const form = new FormData();
  form.append('title', file.title);
  if (file.folder) form.append('folder', file.folder);
  form.append('file', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  return z.object({ id: z.string() }).parse(await (await admin()).postForm('/files', form)).id;
}

/** A solid-colour PNG made on the spot, so tests need no image files of their own. */
export async function pngOf(width: number, height: number, colour = '#0b7a55'): Promise<Uint8Array> {
  const sharp = (await import('sharp')).default;
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: colour } })
      .png()
      .toBuffer(),
  );
}
