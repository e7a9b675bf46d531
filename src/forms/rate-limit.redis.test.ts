// The limit shared through Redis, as the site's replicas share it (REDIS set): counted once across
// processes, and counted per process meanwhile when Redis goes away. Debian's redis-server, as
// test:scale uses; skipped where it is not installed.
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIS_SERVER, startRedis, type RunningRedis } from '../../scripts/lib/redis';
import { connectRedis, redisReady, type Redis } from '../shared/redis.server';
import { Limit } from './rate-limit.server';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

describe.skipIf(!existsSync(REDIS_SERVER))('Limit with Redis', () => {
  let redis: RunningRedis;
  const clients: Redis[] = [];
  beforeAll(async () => {
    redis = await startRedis(await freePort());
  });
  afterAll(async () => {
    for (const c of clients) c.disconnect();
    await redis?.stop();
  });

  const replica = async (name: string) => {
    const client = connectRedis(redis.url, { purpose: 'a test limit' });
    clients.push(client);
    if (client.status !== 'ready') await new Promise((r) => client.once('ready', r));
    return new Limit({ name, points: 3, windowMs: 600_000, redis: client });
  };

  it('counts a visitor once across replicas, with the window’s true time left', async () => {
    const name = `shared-${Date.now()}`;
    const [a, b] = [await replica(name), await replica(name)];
    expect(await a.consume('6:2001:db8:1:2::/64')).toEqual({ allowed: true });
    expect(await b.consume('6:2001:db8:1:2::/64')).toEqual({ allowed: true });
    expect(await a.consume('6:2001:db8:1:2::/64')).toEqual({ allowed: true });
    const refused = await b.consume('6:2001:db8:1:2::/64');
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThan(595);
  });

  it('keeps counting in each process while Redis is away, without failing a request', async () => {
    const a = await replica(`away-${Date.now()}`);
    await redis.stop();
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await a.consume('4:1.2.3.4')).allowed);
    expect(answers).toEqual([true, true, true, false]);
    await redis.start();
  }, 20_000);

  it('lets a replica just started wait for its first connection (no command queues meanwhile), never for an outage', async () => {
    const client = connectRedis(redis.url, { purpose: 'a test claim' });
    clients.push(client);
    // Made a moment ago, it is still connecting: a command now would fail and go unshared.
    expect(client.status).not.toBe('ready');
    expect(await redisReady(client, { ms: 2_000, firstOnly: true })).toBe(true);
    expect(await client.set(`first-${Date.now()}`, '1', 'PX', 1_000, 'NX')).toBe('OK');
    await redis.stop();
    while (client.status === 'ready') await new Promise((r) => setTimeout(r, 20));
    // Once connected before, an outage is not waited out: the caller goes on alone at once. Allowed
    // ten minutes, it answers within the test's 20 s (waiting them out would fail it).
    expect(await redisReady(client, { ms: 600_000, firstOnly: true })).toBe(false);
    await redis.start();
  }, 20_000);
});
