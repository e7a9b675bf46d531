// The site server's writes to Directus (and the reads that go with them): validated submissions,
// bookings, the mail outbox, a visitor's leads. With the site server's token, whose policies may
// create and update these collections. One POST per submission, so a demo request and its booking are
// stored together or not at all (Directus creates nested items in one transaction).
import { z } from 'zod';
import { serverConfig } from '../config.server';

export type StoreResult = { ok: true; id: number | string | null } | { ok: false; reason: 'conflict' | 'unavailable' };

const DirectusErrors = z.object({ errors: z.array(z.object({ extensions: z.object({ code: z.string() }).partial().optional() })) });

/** One call to Directus's REST API with the site's token; throws only when Directus cannot be reached. */
export async function call(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown, waitMs?: number): Promise<{ status: number; json: unknown }> {
  const { directusUrl, directusToken, timeoutMs: readTimeout } = serverConfig();
  // Reads wait CMS_TIMEOUT_MS; a long write (an erasure, the retention run) says how long it may take.
  const timeoutMs = waitMs ?? readTimeout;
  const res = await fetch(`${directusUrl}${path}`, {
    method,
    headers: { ...(directusToken ? { authorization: `Bearer ${directusToken}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

/** Creates an item; a unique-key refusal (a booked time, a known address) is a conflict, not an error. */
export async function createItem(collection: string, item: Record<string, unknown>): Promise<StoreResult> {
  try {
    const { status, json } = await call('POST', `/items/${collection}`, item);
    if (status >= 200 && status < 300)
      return { ok: true, id: z.object({ data: z.object({ id: z.union([z.number(), z.string()]) }) }).safeParse(json).data?.data.id ?? null };
    const codes = DirectusErrors.safeParse(json).data?.errors.map((e) => e.extensions?.code) ?? [];
    if (codes.includes('RECORD_NOT_UNIQUE')) return { ok: false, reason: 'conflict' };
    console.error(`[cms] Directus refused a ${collection} item (${status})`, JSON.stringify(json).slice(0, 500));
    return { ok: false, reason: 'unavailable' };
  } catch (error) {
    // No answer in time is not a refusal: Directus may have stored it all the same (a booking under
    // load). A lead carries its own reference: if Directus has it, it was stored, and the visitor is
    // told so rather than to try again (a booking tried again would find its own time taken).
    const stored = typeof item['reference'] === 'string' ? await storedReference(collection, item['reference']) : null;
    if (stored) return { ok: true, id: stored.id };
    console.error(`[cms] Directus could not be reached to store a ${collection} item`, String(error));
    return { ok: false, reason: 'unavailable' };
  }
}

/** The item of `collection` whose reference is `reference`, if Directus answers and has one. */
async function storedReference(collection: string, reference: string): Promise<{ id: number | string } | null> {
  try {
    const { status, json } = await call('GET', `/items/${collection}?limit=1&fields=id&filter[reference][_eq]=${encodeURIComponent(reference)}`);
    if (status !== 200) return null;
    return z.object({ data: z.array(z.object({ id: z.union([z.number(), z.string()]) })) }).parse(json).data[0] ?? null;
  } catch {
    return null;
  }
}

/** Updates one item; a unique-key refusal (a time someone else holds) is a conflict, not an error. */
export async function updateItem(collection: string, id: number | string, patch: Record<string, unknown>): Promise<StoreResult> {
  try {
    const { status, json } = await call('PATCH', `/items/${collection}/${id}`, patch);
    if (status >= 200 && status < 300) return { ok: true, id };
    const codes = DirectusErrors.safeParse(json).data?.errors.map((e) => e.extensions?.code) ?? [];
    if (codes.includes('RECORD_NOT_UNIQUE')) return { ok: false, reason: 'conflict' };
    console.error(`[cms] Directus refused to update ${collection} ${id} (${status})`, JSON.stringify(json).slice(0, 500));
    return { ok: false, reason: 'unavailable' };
  } catch (error) {
    console.error(`[cms] Directus could not be reached to update ${collection} ${id}`, String(error));
    return { ok: false, reason: 'unavailable' };
  }
}

/** The first item matching `query` (a Directus query string), parsed; null when none; undefined when Directus cannot say. */
export async function findOne<T>(collection: string, query: string, schema: z.ZodType<T>): Promise<T | null | undefined> {
  try {
    const { status, json } = await call('GET', `/items/${collection}?limit=1&${query}`);
    if (status !== 200) {
      console.error(`[cms] Directus refused to read ${collection} (${status})`);
      return undefined;
    }
    const first = z.object({ data: z.array(z.unknown()) }).parse(json).data[0];
    return first === undefined ? null : schema.parse(first);
  } catch (error) {
    console.error(`[cms] could not read ${collection}`, String(error));
    return undefined;
  }
}
