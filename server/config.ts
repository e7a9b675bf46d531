// The site server's own settings (the page cache in front of rendering), from the environment. The
// app's settings (Directus, secrets) are read by src/config.server.ts inside the build; these are read
// here because server/ runs from source and creates the cache before loading the build.
import { z } from 'zod';
import { DEFAULT_PAGE_CACHE_MAX_BYTES } from './page-cache.ts';

/** Shared with `npm start`'s configuration (scripts/lib/config.ts), so a `.env` value is checked there too. */
/** A whole number from the environment; an empty value is an error, not 0 (which would turn the cache off). */
const wholeNumber = () => z.string().trim().min(1, 'set a whole number or leave it out').transform(Number).pipe(z.number().int().min(0));

export const pageCacheEnvSchema = z.object({
  /** How long a rendered page is served from memory at most (its own s-maxage may be shorter); 0 turns the cache off. */
  PAGE_CACHE_TTL_MS: wholeNumber().default(10_000),
  /** The cache's memory budget in bytes (bodies and headers, approximately); least recently used pages go first. */
  PAGE_CACHE_MAX_BYTES: wholeNumber().default(DEFAULT_PAGE_CACHE_MAX_BYTES),
});

export type PageCacheConfig = { ttlMs: number; maxBytes: number };

/** The page cache's settings; throws, naming the variable, when one is malformed. */
export function pageCacheConfig(env: NodeJS.ProcessEnv = process.env): PageCacheConfig {
  const parsed = pageCacheEnvSchema.safeParse(env);
  if (!parsed.success) throw new Error(`invalid configuration:\n${z.prettifyError(parsed.error)}`);
  return { ttlMs: parsed.data.PAGE_CACHE_TTL_MS, maxBytes: parsed.data.PAGE_CACHE_MAX_BYTES };
}
