// Media through the site's own origin: Directus is not public (its Public policy reads nothing), so
// the site fetches assets with its read-only token and serves them with long cache lifetimes for
// browsers and the CDN. Images come transformed, at one of a few widths (`?w=`); videos and their
// captions come whole, with byte ranges passed through so that players can seek.
import { z } from 'zod';
import { IMAGE_WIDTHS, STREAMED_TYPES } from '#schemas/media';
import { serverConfig } from '../config.server';
import type { Route } from './+types/media';

const imageParams = z.object({ id: z.uuid(), w: z.coerce.number().pipe(z.union(IMAGE_WIDTHS.map((w) => z.literal(w)))) });
const fileParams = z.object({ id: z.uuid() });

const notFound = () => new Response('Not found', { status: 404, headers: { 'Cache-Control': 'public, max-age=60' } });
const LONG_CACHE = 'public, max-age=604800, s-maxage=31536000, stale-while-revalidate=86400';

export async function loader({ params: { id }, url, request }: Route.LoaderArgs) {
  const width = url.searchParams.get('w');
  const { directusUrl, directusToken, timeoutMs } = serverConfig();
  const auth: Record<string, string> = directusToken ? { authorization: `Bearer ${directusToken}` } : {};

  let target: string;
  const headers: Record<string, string> = { ...auth };
  if (width !== null) {
    const parsed = imageParams.safeParse({ id, w: width });
    if (!parsed.success) return notFound();
    const query = new URLSearchParams({ width: String(parsed.data.w), format: 'webp', quality: '78', withoutEnlargement: 'true' });
    target = `${directusUrl}/assets/${parsed.data.id}?${query}`;
  } else {
    const parsed = fileParams.safeParse({ id });
    if (!parsed.success) return notFound();
    target = `${directusUrl}/assets/${parsed.data.id}`;
    const range = request.headers.get('range');
    if (range && /^bytes=\d*-\d*$/.test(range)) headers.range = range;
  }

  let upstream: Response;
  try {
    upstream = await fetch(target, { headers, signal: AbortSignal.timeout(timeoutMs * 3) });
  } catch {
    return new Response('Media unavailable', { status: 503, headers: { 'Retry-After': '30', 'Cache-Control': 'no-store' } });
  }
  if (!upstream.ok || !upstream.body) {
    await upstream.body?.cancel();
    return upstream.status >= 500
      ? new Response('Media unavailable', { status: 503, headers: { 'Retry-After': '30', 'Cache-Control': 'no-store' } })
      : notFound();
  }
  const type = upstream.headers.get('content-type') ?? '';
  if (width === null && !STREAMED_TYPES.test(type.split(';')[0]!.trim())) {
    // Whole files are for videos and captions only: anything else in the library stays private.
    await upstream.body.cancel();
    return notFound();
  }
  const out = new Headers({ 'Content-Type': type || 'image/webp', 'Cache-Control': LONG_CACHE });
  if (width === null) {
    out.set('Accept-Ranges', 'bytes');
    for (const name of ['content-length', 'content-range']) {
      const value = upstream.headers.get(name);
      if (value) out.set(name, value);
    }
  }
  return new Response(upstream.body, { status: upstream.status, headers: out });
}
