// Directus calls this (hook extension directus/extensions/site-revalidate) whenever content changes,
// so a publish is visible in about a second. The secret is shared only by the two servers.
import { timingSafeEqual } from 'node:crypto';
import { data } from 'react-router';
import { contentService } from '../cms/content.server';
import { serverConfig } from '../config.server';
import type { Route } from './+types/api.revalidate';

function authorized(header: string | null, secret: string | undefined): boolean {
  if (!secret || !header?.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice('Bearer '.length));
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') return data({ ok: false }, { status: 405, headers: { Allow: 'POST' } });
  if (!authorized(request.headers.get('authorization'), serverConfig().revalidateSecret)) {
    return data({ ok: false }, { status: 401, headers: { 'Cache-Control': 'no-store' } });
  }
  contentService().invalidate();
  return data({ ok: true }, { headers: { 'Cache-Control': 'no-store' } });
}

export function loader() {
  return data({ ok: false }, { status: 405, headers: { Allow: 'POST' } });
}
