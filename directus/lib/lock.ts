// One holder at a time across processes and machines, through Redis: the CMS set-up (schema, access,
// seed) when several Directus instances start at once on the distributed path. The lock expires 30 s
// after its holder stops renewing it (a crash), and only its holder can release it.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

const TTL_MS = 30_000;
const RENEW = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0`;
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

/** Runs `work` holding the lock `name`; `onWait` is called once if another holder is there first. */
export async function underRedisLock<T>(redisUrl: string, name: string, work: () => Promise<T>, onWait: () => void = () => {}): Promise<T> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 3, lazyConnect: true });
  await redis.connect();
  const key = `cms:lock:${name}`;
  const token = randomUUID();
  try {
    let waited = false;
    while ((await redis.set(key, token, 'PX', TTL_MS, 'NX')) !== 'OK') {
      if (!waited) onWait();
      waited = true;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const renew = setInterval(() => void redis.eval(RENEW, 1, key, token, String(TTL_MS)).catch(() => {}), TTL_MS / 3);
    try {
      return await work();
    } finally {
      clearInterval(renew);
      await redis.eval(RELEASE, 1, key, token).catch(() => {});
    }
  } finally {
    redis.disconnect();
  }
}
