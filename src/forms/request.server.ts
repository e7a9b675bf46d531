// Reading a form's request before anything else looks at it: a body over 16 KiB is refused (413)
// without reading it all, a content type the form does not take is refused (415), and each visitor
// (its IPv4 address, or its IPv6 /64) gets a few submissions per form and window (429). A real form is a few hundred bytes.
import { serverConfig } from '../config.server';
import { siteRedis } from '../shared/site-redis.server';
import { clientKey } from '#schemas/client-key';
import { Limit } from './rate-limit.server';

export const MAX_FORM_BYTES = 16 * 1024;

export type FormContentType = 'application/json' | 'application/x-www-form-urlencoded' | 'multipart/form-data';
export type ReadBody = { ok: true; type: FormContentType; body: unknown } | { ok: false; status: 400 | 413 | 415 };

async function readCapped(request: Request, max: number): Promise<Uint8Array | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The body as JSON or as a URL-encoded form (an object of strings; repeated names keep the last). */
export async function readBody(request: Request, accepted: readonly FormContentType[]): Promise<ReadBody> {
  const type = accepted.find((t) => (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() === t);
  if (!type) return { ok: false, status: 415 };
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_FORM_BYTES) return { ok: false, status: 413 };
  const bytes = await readCapped(request, MAX_FORM_BYTES);
  if (bytes === null) return { ok: false, status: 413 };
  const text = new TextDecoder().decode(bytes);
  try {
    if (type === 'application/x-www-form-urlencoded') return { ok: true, type, body: Object.fromEntries(new URLSearchParams(text)) };
    if (type === 'multipart/form-data') {
      // Mail programs' one-click unsubscribe (RFC 8058) may post this way: text fields only.
      const form = await new Response(new Uint8Array(bytes), { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
      return { ok: true, type, body: Object.fromEntries([...form.entries()].filter((e): e is [string, string] => typeof e[1] === 'string')) };
    }
    return { ok: true, type, body: JSON.parse(text) };
  } catch {
    return { ok: false, status: 400 };
  }
}

const limits = new Map<string, Limit>();
/** One limit per name and size, made on first use (shared through Redis when REDIS is set). */
export function namedLimit(name: string, points: number, windowMs: number): Limit {
  let limit = limits.get(name);
  if (!limit) {
    limit = new Limit({ name, points, windowMs, redis: siteRedis() });
    limits.set(name, limit);
  }
  return limit;
}

/**
 * The visitor a request comes from, for the limits: their IPv4 address or IPv6 /64 (schemas/client-key.ts).
 * server/app.ts sets x-site-client-ip from the socket, or from X-Forwarded-For behind a TRUST_PROXY.
 */
export function visitorKey(headers: Headers): string {
  return clientKey(headers.get('x-site-client-ip') ?? 'unknown');
}

/** Counts one submission of `kind` from the request's visitor; when over the limit, how long until a slot frees. */
export async function formRateLimit(kind: string, request: Request): Promise<{ retryAfterSeconds: number } | null> {
  const { formRateMax, formRateWindowMs } = serverConfig();
  const answer = await namedLimit('form', formRateMax, formRateWindowMs).consume(`${kind}:${visitorKey(request.headers)}`);
  return answer.allowed ? null : { retryAfterSeconds: answer.retryAfterSeconds };
}
