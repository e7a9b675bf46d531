// Directus calls this (hook extension directus/extensions/site-revalidate) whenever content changes,
// so a publish is visible in about a second. The secret is shared only by the two servers. It names
// the collections that changed: when they are only the leads the site itself writes (a form sent, an
// e-mail marked sent), nothing a page shows changed, and the site answers 204 and keeps its caches;
// otherwise 200, and the server drops its rendered pages on every replica (server/revalidation.ts).
// Without such a campaign-day rule, every lead would empty every replica's page cache.
import { timingSafeEqual } from 'node:crypto';
import { data } from 'react-router';
import { z } from 'zod';
import { contentService } from '../cms/content.server';
import { serverConfig } from '../config.server';
import type { Route } from './+types/api.revalidate';

function authorized(header: string | null, secret: string | undefined): boolean {
  if (!secret || !header?.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice('Bearer '.length));
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Collections no page renders: visitors' requests and the mail outbox (availability is read live). */
const LEAD_COLLECTIONS: ReadonlySet<string> = new Set(['demo_requests', 'form_submissions', 'mail_outbox']);
const Changed = z.object({ collections: z.array(z.string()).min(1) });

/** Whether a page may show what changed; when the hook's body does not say, it may. */
async function contentChanged(request: Request): Promise<boolean> {
  const parsed = Changed.safeParse(await request.json().catch(() => null));
  return !parsed.success || parsed.data.collections.some((c) => !LEAD_COLLECTIONS.has(c));
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') return data({ ok: false }, { status: 405, headers: { Allow: 'POST' } });
  if (!authorized(request.headers.get('authorization'), serverConfig().revalidateSecret)) {
    return data({ ok: false }, { status: 401, headers: { 'Cache-Control': 'no-store' } });
  }
  if (!(await contentChanged(request))) return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
  contentService().invalidate();
  return data({ ok: true }, { headers: { 'Cache-Control': 'no-store' } });
}

export function loader() {
  return data({ ok: false }, { status: 405, headers: { Allow: 'POST' } });
}
