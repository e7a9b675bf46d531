// The rendered site's one connection to Redis, made on first use when REDIS is set (null otherwise).
import { serverConfig } from '../config.server';
import { connectRedis, type Redis } from './redis.server';

let client: Redis | null | undefined;

export function siteRedis(): Redis | null {
  if (client === undefined) {
    const url = serverConfig().redisUrl;
    client = url ? connectRedis(url, { purpose: "the forms' rate limit and the outbox's claims" }) : null;
  }
  return client;
}
