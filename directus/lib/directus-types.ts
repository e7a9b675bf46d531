// Types for what our extensions read of Directus's own objects: the host's own (@directus/extensions,
// the package Directus 12.4 loads them with) where it has them, small ones where it says `any`.
import type { ApiExtensionContext, EndpointConfig, EndpointExtensionContext, OperationContext } from '@directus/extensions';
import type { Knex } from 'knex';

/** Directus's ItemsService (the class), as extensions receive it; `new ItemsService<Row>(…)` types the rows. */
export type ItemsServiceClass = ApiExtensionContext['services']['ItemsService'];
/** Directus's schema overview, as `getSchema()` answers. */
export type Schema = Awaited<ReturnType<ApiExtensionContext['getSchema']>>;

/** An endpoint's Express router, and what Directus hands its handler (for routes kept in files of their own). */
export type EndpointRouter = Parameters<Extract<EndpointConfig, { handler: unknown }>['handler']>[0];
export type EndpointContext = EndpointExtensionContext;

/** Who made a request (Directus's Accountability, the fields we read); null for Directus itself. */
export type Caller = { user?: string | null; admin?: boolean; app?: boolean } | null | undefined;
/** Directus's whole Accountability, as its services take it. */
export type Accountability = NonNullable<OperationContext['accountability']>;

const isAccountability = (value: unknown): value is Accountability =>
  typeof value === 'object' && value !== null && 'user' in value && 'role' in value && 'admin' in value;

/**
 * Who made an endpoint's request: Directus's authentication sets `req.accountability` on every request
 * (a visitor's has no user), which Express's own types do not declare; null if it is not there.
 */
export function callerOf(req: object): Accountability | null {
  const accountability: unknown = 'accountability' in req ? req.accountability : null;
  return isAccountability(accountability) ? accountability : null;
}

/** The keys of an update's event (`meta.keys`): the ids of the rows saved. */
export function keysOf(meta: Record<string, unknown>): (string | number)[] {
  const keys = meta['keys'];
  return Array.isArray(keys) ? keys.filter((k): k is string | number => typeof k === 'string' || typeof k === 'number') : [];
}

/** The part of an endpoint's response our helpers write: a status and a JSON body (Express's Response has them). */
export type JsonAnswer = { status(code: number): { json(body: unknown): unknown } };

/** The database client Knex was configured with ('pg', 'sqlite3'…): Knex types its client as `any`. */
export function dialectOf(knex: Knex): unknown {
  const client: unknown = knex.client;
  const config: unknown = typeof client === 'object' && client !== null && 'config' in client ? client.config : null;
  return typeof config === 'object' && config !== null && 'client' in config ? config.client : null;
}
