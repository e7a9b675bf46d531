// The publish signal. Directus tells one site address that content changed (POST /api/revalidate,
// through the load balancer: any one replica). Alone, that replica drops its rendered pages and CMS
// answers. With REDIS set, it also publishes on a Redis channel that every replica listens to, so a
// publish reaches them all in a few milliseconds. While Redis is away, each replica still hears what
// is sent to it, and pages elsewhere age out (PAGE_CACHE_TTL_MS, CMS_CACHE_TTL_MS); a replica that
// reconnects drops everything, since it may have missed a publish.
import { connectRedis } from '../src/shared/redis.server.ts';

const CHANNEL = 'site:revalidate';

export type Revalidation = {
  /** This replica heard that content changed. */
  changed(): void;
  close(): Promise<void>;
};

/** `invalidate` drops what this process holds (rendered pages, CMS answers). */
export function revalidationOf(redisUrl: string | undefined, invalidate: () => void): Revalidation {
  if (!redisUrl) return { changed: invalidate, close: async () => {} };
  const purpose = 'the publish signal (to every replica)';
  const subscriber = connectRedis(redisUrl, { purpose, subscriber: true, onBack: invalidate });
  const publisher = connectRedis(redisUrl, { purpose });
  subscriber.on('message', (channel: string) => {
    if (channel === CHANNEL) invalidate();
  });
  // Queued until connected; ioredis subscribes again after every reconnect.
  subscriber.subscribe(CHANNEL).catch(() => {});
  return {
    changed() {
      invalidate();
      // The other replicas; a failure was warned about by connectRedis.
      publisher.publish(CHANNEL, String(process.pid)).catch(() => {});
    },
    close() {
      subscriber.disconnect();
      publisher.disconnect();
      return Promise.resolve();
    },
  };
}
