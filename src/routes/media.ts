// Images through the site's own origin: Directus is not public (its Public policy reads nothing), so
// the site fetches the transformed asset with its read-only token and serves it with long cache
// lifetimes for browsers and the CDN.
import { z } from 'zod';
import { IMAGE_WIDTHS } from '../../schemas/media';
import { serverConfig } from '../config.server';
import type { Route } from './+types/media';

const params = z.object({ id: z.uuid(), w: z.coerce.number().pipe(z.union(IMAGE_WIDTHS.map((w) => z.literal(w)))) });

export async function loader({ params: { id }, url }: Route.LoaderArgs) {
  const parsed = params.safeParse({ id, w: url.searchParams.get('w') ?? undefined });
  if (!parsed.success) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'public, max-age=60' } });
  const { directusUrl, directusToken, timeoutMs } = serverConfig();
  const query = new URLSearchParams({ width: String(parsed.data.w), format: 'webp', quality: '78', withoutEnlargement: 'true' });
  let upstream: Response;
  try {
    upstream = await fetch(`${directusUrl}/assets/${parsed.data.id}?${query}`, {
      headers: directusToken ? { authorization: `Bearer ${directusToken}` } : {},
      signal: AbortSignal.timeout(timeoutMs * 3),
    });
  } catch {
    return new Response('Image unavailable', { status: 503, headers: { 'Retry-After': '30', 'Cache-Control': 'no-store' } });
  }
  if (!upstream.ok || !upstream.body) return new Response('Not found', { status: upstream.status === 403 ? 404 : upstream.status, headers: { 'Cache-Control': 'public, max-age=60' } });
  return new Response(upstream.body, {
    headers: {
      'Content-Type': upstream.headers.get('content-type') ?? 'image/webp',
      'Cache-Control': 'public, max-age=604800, s-maxage=31536000, stale-while-revalidate=86400',
    },
  });
}
