// Media through the site's own origin: Directus is not public (its Public policy reads nothing), so
// the site fetches assets with its read-only token and serves them with long cache lifetimes for
// browsers and the CDN. Images come transformed, at one of a few widths (`?w=`); videos and their
// captions come whole, with byte ranges passed through so that players can seek.
//
// The file library is not the site (issue 39): a marketer can upload anything to it, an SVG or an
// HTML page with a script included, and whatever this route answers runs on the site's origin. So the
// file's type is read from Directus first, and only a raster image (served as the WebP Directus makes
// of it, never the original) or a video or captions file (served whole) leaves; anything else is a 404,
// with or without `?w=`. The answer's type is ours, never the stored one, and every answer says
// `nosniff` and carries a sandboxing Content-Security-Policy, so that a file that lies about its type
// still cannot become a page.
//
// Nor is the library a public folder: a file that no content visitors can reach uses (an upload not
// yet published, a picture taken off every page, a document someone put there) is not served to
// visitors; a page in preview or in the Visual Editor (its address carries a valid token, which its
// same-origin Referer passes on) gets it privately, never stored by a CDN.
import { z } from 'zod';
import { IMAGE_WIDTHS, STREAMED_TYPES } from '#schemas/media';
import { serverConfig } from '../config.server';
import { contentService } from '../cms/content.server';
import { verifyEditToken, verifyPreviewToken } from '../cms/preview.server';
import type { Route } from './+types/media';

// One spelling per file and width: the id in lower case (as Directus writes it), a width in plain
// digits. Any other (`w=0320`, `w=3.2e2`, an upper-case id) would be one more copy at the site and at
// the CDN for a year, and one more Directus read for each, from an address anyone can make up.
const fileId = z.uuid().regex(/^[0-9a-f-]+$/);
const WIDTH_SPELLINGS: readonly string[] = IMAGE_WIDTHS.map(String);
const imageParams = z.object({
  id: fileId,
  w: z
    .string()
    .refine((w) => WIDTH_SPELLINGS.includes(w))
    .transform(Number),
});
const fileParams = z.object({ id: fileId });
/** Pictures Directus's transform reads (sharp) and the site serves as WebP: never SVG, which is a document. */
const RASTER_TYPES = /^image\/(jpeg|png|webp|avif|gif)$/;
/** The file's record as Directus gives it to the site's token (`fields=type`). */
const FileRecord = z.object({ data: z.object({ type: z.string().nullable() }) });

/** On every answer of this route: never sniffed into something else, and never a document that can act. */
const MEDIA_GUARDS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; media-src 'self'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
};

const notFound = () => new Response('Not found', { status: 404, headers: { 'Cache-Control': 'public, max-age=60', ...MEDIA_GUARDS } });
const unavailable = () => new Response('Media unavailable', { status: 503, headers: { 'Retry-After': '30', 'Cache-Control': 'no-store', ...MEDIA_GUARDS } });
const LONG_CACHE = 'public, max-age=604800, s-maxage=31536000, stale-while-revalidate=86400';
/** Not (yet) used by live content: not for visitors, and not remembered, so that a publish shows it at once. */
const notLive = () => new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store', ...MEDIA_GUARDS } });

/** Whether the request comes from a page of this site opened with a valid preview or Visual Editor token. */
function fromPreview(request: Request): boolean {
  const referer = request.headers.get('referer');
  if (!referer) return false;
  let from: URL;
  try {
    from = new URL(referer);
  } catch {
    return false;
  }
  if (from.origin !== new URL(request.url).origin) return false;
  const { previewSecret } = serverConfig();
  return verifyPreviewToken(previewSecret, from.searchParams.get('preview')) || verifyEditToken(previewSecret, from.searchParams.get('edit'));
}

/** Who may have the file: everyone (live content uses it), the preview that asks, or nobody; undefined when the CMS cannot say. */
async function audienceOf(id: string, request: Request): Promise<'public' | 'preview' | null | undefined> {
  let live: ReadonlySet<string>;
  try {
    live = await contentService().liveFiles();
  } catch {
    return fromPreview(request) ? 'preview' : undefined;
  }
  if (live.has(id.toLowerCase())) return 'public';
  return fromPreview(request) ? 'preview' : null;
}

/** A MIME type without its parameters, lower case ("text/vtt; charset=utf-8" -> "text/vtt"). */
const bareType = (type: string | null | undefined): string => (type ?? '').split(';')[0]!.trim().toLowerCase();

/** The stored type of a file; null when Directus has no such file for the site, undefined when it cannot say. */
async function storedType(directusUrl: string, auth: Record<string, string>, id: string, timeoutMs: number): Promise<string | null | undefined> {
  try {
    const res = await fetch(`${directusUrl}/files/${id}?fields=type`, { headers: auth, signal: AbortSignal.timeout(timeoutMs) });
    if (res.status >= 500) {
      await res.body?.cancel();
      return undefined;
    }
    if (!res.ok) {
      await res.body?.cancel();
      return null;
    }
    const parsed = FileRecord.safeParse(await res.json().catch(() => null));
    return parsed.success ? bareType(parsed.data.data.type) : null;
  } catch {
    return undefined;
  }
}

export async function loader({ params: { id }, url, request }: Route.LoaderArgs) {
  const width = url.searchParams.get('w');
  const { directusUrl, directusToken, timeoutMs } = serverConfig();
  const auth: Record<string, string> = directusToken ? { authorization: `Bearer ${directusToken}` } : {};

  const parsed = width !== null ? imageParams.safeParse({ id, w: width }) : fileParams.safeParse({ id });
  // One width, asked once: `?w=480&w=<anything>` is not another copy of the 480 px picture.
  if (!parsed.success || url.searchParams.getAll('w').length > 1 || new URL(request.url).pathname.endsWith('/')) return notFound();
  const type = await storedType(directusUrl, auth, parsed.data.id, timeoutMs);
  if (type === undefined) return unavailable();
  // An image only through the transform, a video or captions only whole: each kind by its own door.
  if (type === null || !(width !== null ? RASTER_TYPES : STREAMED_TYPES).test(type)) return notFound();
  const audience = await audienceOf(parsed.data.id, request);
  if (audience === undefined) return unavailable();
  if (audience === null) return notLive();

  let target: string;
  const headers: Record<string, string> = { ...auth };
  if ('w' in parsed.data) {
    const query = new URLSearchParams({ width: String(parsed.data.w), format: 'webp', quality: '78', withoutEnlargement: 'true' });
    target = `${directusUrl}/assets/${parsed.data.id}?${query}`;
  } else {
    target = `${directusUrl}/assets/${parsed.data.id}`;
    const range = request.headers.get('range');
    if (range && /^bytes=\d*-\d*$/.test(range)) headers.range = range;
  }

  let upstream: Response;
  try {
    upstream = await fetch(target, { headers, signal: AbortSignal.timeout(timeoutMs * 3) });
  } catch {
    return unavailable();
  }
  if (!upstream.ok || !upstream.body) {
    await upstream.body?.cancel();
    return upstream.status >= 500 ? unavailable() : notFound();
  }
  // What Directus sent must be what was asked for: the WebP it made, or the video or captions file
  // whose record was read (a file replaced in between is refused, not served under the old type).
  const sent = bareType(upstream.headers.get('content-type'));
  const expected = width !== null ? 'image/webp' : type;
  if (sent !== expected) {
    await upstream.body.cancel();
    return notFound();
  }
  const out = new Headers({
    'Content-Type': expected === 'text/vtt' ? 'text/vtt; charset=utf-8' : expected,
    'Cache-Control': audience === 'public' ? LONG_CACHE : 'private, no-store',
    ...MEDIA_GUARDS,
  });
  if (width === null) {
    out.set('Accept-Ranges', 'bytes');
    for (const name of ['content-length', 'content-range']) {
      const value = upstream.headers.get(name);
      if (value) out.set(name, value);
    }
  }
  return new Response(upstream.body, { status: upstream.status, headers: out });
}
