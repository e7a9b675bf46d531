// The site server's own settings (the page cache in front of rendering), from the environment. The
// app's settings (Directus, secrets) are read by src/config.server.ts inside the build; these are read
// here because server/ runs from source and creates the cache before loading the build.
import { z } from 'zod';
import { emptyAsUnset, optionalSetting } from '../schemas/env-setting.ts';
import { DEFAULT_PAGE_CACHE_MAX_BYTES } from './page-cache.ts';

/** Shared with `npm start`'s configuration (scripts/lib/config.ts), so a `.env` value is checked there too. */
/** A whole number from the environment; an empty value is an error, not 0 (which would turn the cache off). */
const wholeNumber = () => z.string().trim().min(1, 'set a whole number or leave it out').transform(Number).pipe(z.number().int().min(0));

export const pageCacheEnvSchema = z.object({
  /** How long a rendered page is served from memory at most (its own s-maxage may be shorter); 0 turns the cache off. */
  PAGE_CACHE_TTL_MS: wholeNumber().default(10_000),
  /** The cache's memory budget in bytes (bodies and headers, approximately); least recently used pages go first. */
  PAGE_CACHE_MAX_BYTES: wholeNumber().default(DEFAULT_PAGE_CACHE_MAX_BYTES),
  /** How long a library picture is served from memory before it is fetched again, behind the visitor who asks then. */
  PAGE_CACHE_PICTURE_TTL_MS: wholeNumber().default(600_000),
});

export type PageCacheConfig = { ttlMs: number; maxBytes: number; pictureTtlMs: number };

/** The page cache's settings; throws, naming the variable, when one is malformed. */
export function pageCacheConfig(env: NodeJS.ProcessEnv = process.env): PageCacheConfig {
  const parsed = pageCacheEnvSchema.safeParse(env);
  if (!parsed.success) throw new Error(`invalid configuration:\n${z.prettifyError(parsed.error)}`);
  return { ttlMs: parsed.data.PAGE_CACHE_TTL_MS, maxBytes: parsed.data.PAGE_CACHE_MAX_BYTES, pictureTtlMs: parsed.data.PAGE_CACHE_PICTURE_TTL_MS };
}

/** `Name: value`, a header the CDN's purge API authenticates with (`Authorization: Bearer …`, `Fastly-Key: …`). */
const headerLine = z
  .string()
  .trim()
  .regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+:\s*\S.*$/, 'a header as "Name: value", e.g. "Authorization: Bearer <token>"');

export const cdnPurgeEnvSchema = z.object({
  /** Called with a POST when content changes (a publish), so a CDN in front drops its copies at once. */
  CDN_PURGE_URL: optionalSetting(z.url({ protocol: /^https?$/, error: 'an http:// or https:// address' })),
  CDN_PURGE_HEADER: optionalSetting(headerLine),
  /** The purge request's JSON body; the default purges everything on Cloudflare (Fastly's purge_all ignores it). */
  CDN_PURGE_BODY: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .trim()
      .refine((body) => {
        try {
          JSON.parse(body);
          return true;
        } catch {
          return false;
        }
      }, 'JSON, e.g. {"purge_everything":true}')
      .default('{"purge_everything":true}'),
  ),
});

export type CdnPurgeConfig = { url: string; headers: Record<string, string>; body: string };

/** The CDN purge's settings, or undefined when CDN_PURGE_URL is not set; throws, naming the variable, when one is malformed. */
export function cdnPurgeConfig(env: NodeJS.ProcessEnv = process.env): CdnPurgeConfig | undefined {
  const parsed = cdnPurgeEnvSchema.safeParse(env);
  if (!parsed.success) throw new Error(`invalid configuration:\n${z.prettifyError(parsed.error)}`);
  const { CDN_PURGE_URL: url, CDN_PURGE_HEADER: header, CDN_PURGE_BODY: body } = parsed.data;
  if (!url) return undefined;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (header) {
    const colon = header.indexOf(':');
    headers[header.slice(0, colon).trim().toLowerCase()] = header.slice(colon + 1).trim();
  }
  return { url, headers, body };
}
