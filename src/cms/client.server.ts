// The site server's one HTTP client to Directus: @directus/sdk's REST client, with the site's token
// (never logged: it travels only in the Authorization header the SDK sets) and a time limit on every
// request. Reads (directus.server.ts) and writes (write.server.ts) go through it; only the media
// stream (src/routes/media.ts) and health pings use fetch themselves.
import { createDirectus, rest, staticToken } from '@directus/sdk';

export type DirectusClientOptions = { url: string; token: string | undefined; timeoutMs: number };

export function directusClient({ url, token, timeoutMs }: DirectusClientOptions) {
  const base = createDirectus(url).with(
    rest({
      // A request that says how long it may take (withOptions, a long write) keeps its own signal.
      onRequest: (options) => ({ signal: AbortSignal.timeout(timeoutMs), ...options }),
    }),
  );
  return token ? base.with(staticToken(token)) : base;
}

export type DirectusClient = ReturnType<typeof directusClient>;
