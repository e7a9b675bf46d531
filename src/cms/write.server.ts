// The site server's writes to Directus (and the reads that go with them): validated submissions,
// bookings, the mail outbox, a visitor's leads, the privacy endpoints. With the site server's token,
// whose policies may create and update these collections, through the one client (client.server.ts).
// One POST per submission, so a demo request and its booking are stored together or not at all
// (Directus creates nested items in one transaction).
import { createItem as createCommand, customEndpoint, updateItem as updateCommand, withOptions, type Query, type RestCommand } from '@directus/sdk';
import { z } from 'zod';
import { serverConfig, type ServerConfig } from '../config.server';
import { directusClient, type DirectusClient } from './client.server';

export type StoreResult = { ok: true; id: number | string | null } | { ok: false; reason: 'conflict' | 'unavailable' };

/** What Directus answered: its data, or its refusal (the HTTP status, the error codes, and the errors for the log). */
export type Answer<T = unknown> = { ok: true; data: T } | { ok: false; status: number; codes: string[]; detail: string };

/** Items as the SDK's create and update types see them: any fields (the site does not describe its schema to the SDK; Directus checks them). */
type Writable = Record<string, Record<string, unknown>[]>;
type WriteQuery = Query<Writable, Record<string, unknown>[]>;

/**
 * A read of items: fields, filter, sort, limit, as Directus reads them. The SDK writes it into the URL
 * as its readItems does (queryToParams: the filter as JSON, the lists joined); the SDK's own query
 * types would need the schema described to it, and each read is checked by its zod schema anyway.
 */
export type ItemQuery = { fields?: string[]; filter?: Record<string, unknown>; sort?: string[]; limit?: number };

/** GET /items/<collection>[/<id>] with `query`, through the client. */
const readCommand = (collection: string, query: ItemQuery, id?: number | string) =>
  customEndpoint({ method: 'GET', path: `/items/${encodeURIComponent(collection)}${id === undefined ? '' : `/${encodeURIComponent(id)}`}`, params: query });

let client: { config: ServerConfig; client: DirectusClient } | undefined;

function siteClient(): DirectusClient {
  const config = serverConfig();
  if (client?.config !== config) {
    // Reads wait CMS_TIMEOUT_MS; a long write (an erasure, the retention run) says how long it may take.
    client = { config, client: directusClient({ url: config.directusUrl, token: config.directusToken, timeoutMs: config.timeoutMs }) };
  }
  return client.client;
}

/** The SDK's refusal: Directus answered, with an HTTP status (its errors, when it sent JSON). */
const Refused = z.object({ response: z.instanceof(Response), errors: z.unknown() });
const ErrorCodes = z.array(z.object({ extensions: z.object({ code: z.string() }).partial().optional() }));

/** One request to Directus with the site's token; throws only when Directus cannot be reached (or not in `waitMs`). */
export async function directus(command: RestCommand<unknown, unknown>, waitMs?: number): Promise<Answer<unknown>> {
  const timed = waitMs === undefined ? command : withOptions(command, { signal: AbortSignal.timeout(waitMs) });
  try {
    const data = await siteClient().request(timed);
    // An error answer without a JSON or text body comes back as the response itself.
    if (data instanceof Response && !data.ok) return { ok: false, status: data.status, codes: [], detail: '' };
    return { ok: true, data };
  } catch (error) {
    const refused = Refused.safeParse(error);
    if (!refused.success) throw error;
    const { response, errors } = refused.data;
    const codes = (ErrorCodes.safeParse(errors).data ?? []).flatMap((e) => (e.extensions?.code ? [e.extensions.code] : []));
    return { ok: false, status: response.status, codes, detail: JSON.stringify(errors ?? null).slice(0, 500) };
  }
}

/** A call to one of the site's Directus endpoints (decision 0021's privacy endpoints, the A/B counts). */
export function endpoint(method: 'GET' | 'POST', path: string, body?: unknown, waitMs?: number): Promise<Answer<unknown>> {
  return directus(customEndpoint({ method, path, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }), waitMs);
}

/** The rows of `collection` that `query` selects, each through `schema`; throws when Directus cannot say. */
export async function readRows<T>(collection: string, query: ItemQuery, schema: z.ZodType<T>): Promise<T[]> {
  const answer = await directus(readCommand(collection, query));
  if (!answer.ok) throw new Error(`Directus answered ${answer.status} for ${collection}`);
  return z.array(schema).parse(answer.data);
}

/** One item of `collection` by its id, through `schema`; throws when Directus cannot say. */
export async function readRow<T>(collection: string, id: number | string, query: ItemQuery, schema: z.ZodType<T>): Promise<T> {
  const answer = await directus(readCommand(collection, query, id));
  if (!answer.ok) throw new Error(`Directus answered ${answer.status} for ${collection} ${id}`);
  return schema.parse(answer.data);
}

/** A singleton's row (settings), through `schema`; throws when Directus cannot say. */
export async function readSingletonRow<T>(collection: string, schema: z.ZodType<T>): Promise<T> {
  const answer = await directus(readCommand(collection, {}));
  if (!answer.ok) throw new Error(`Directus answered ${answer.status} for ${collection}`);
  return schema.parse(answer.data);
}

const Id = z.object({ id: z.union([z.number(), z.string()]) });

/** Creates an item; a unique-key refusal (a booked time, a known address) is a conflict, not an error. */
export async function createItem(collection: string, item: Record<string, unknown>): Promise<StoreResult> {
  try {
    const answer = await directus(createCommand<Writable, string, WriteQuery>(collection, item));
    if (answer.ok) return { ok: true, id: Id.safeParse(answer.data).data?.id ?? null };
    if (answer.codes.includes('RECORD_NOT_UNIQUE')) return { ok: false, reason: 'conflict' };
    console.error(`[cms] Directus refused a ${collection} item (${answer.status})`, answer.detail);
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
    const [first] = await readRows(collection, { limit: 1, fields: ['id'], filter: { reference: { _eq: reference } } }, Id);
    return first ?? null;
  } catch {
    return null;
  }
}

/** Updates one item; a unique-key refusal (a time someone else holds) is a conflict, not an error. */
export async function updateItem(collection: string, id: number | string, patch: Record<string, unknown>): Promise<StoreResult> {
  try {
    const answer = await directus(updateCommand<Writable, string, WriteQuery>(collection, id, patch));
    if (answer.ok) return { ok: true, id };
    if (answer.codes.includes('RECORD_NOT_UNIQUE')) return { ok: false, reason: 'conflict' };
    console.error(`[cms] Directus refused to update ${collection} ${id} (${answer.status})`, answer.detail);
    return { ok: false, reason: 'unavailable' };
  } catch (error) {
    console.error(`[cms] Directus could not be reached to update ${collection} ${id}`, String(error));
    return { ok: false, reason: 'unavailable' };
  }
}

/** The first item `query` selects, parsed; null when none; undefined when Directus cannot say. */
export async function findOne<T>(collection: string, query: ItemQuery, schema: z.ZodType<T>): Promise<T | null | undefined> {
  try {
    const answer = await directus(readCommand(collection, { ...query, limit: 1 }));
    if (!answer.ok) {
      console.error(`[cms] Directus refused to read ${collection} (${answer.status})`);
      return undefined;
    }
    const first = z.array(z.unknown()).parse(answer.data)[0];
    return first === undefined ? null : schema.parse(first);
  } catch (error) {
    console.error(`[cms] could not read ${collection}`, String(error));
    return undefined;
  }
}
