// The distributed path (`npm run test:scale`): PostgreSQL, Redis, two Directus instances on one
// database, two site replicas behind a round-robin proxy (tests/support/scale.ts). Every figure a
// visitor would notice is checked through the proxy, as a visitor reaches the site; each replica is
// also asked directly where it matters which one answers. The replicas keep pages and CMS answers for
// a minute, so a change seen sooner can only have come through the publish signal.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginAsAdmin, type Rest } from '../../directus/lib/rest.ts';
import { BROWSER_UA } from '../support/chromium.ts';
import { startScaleStack, type ScaleStack } from '../support/scale.ts';
import { holderPid, startSmtpHold, type SmtpHold } from '../support/smtp-hold.ts';
import { formTicket } from '../support/form-ticket';

const dataDir = mkdtempSync(join(tmpdir(), 'site-scale-'));
let stack: ScaleStack;
// The replicas send mail through a relay that can hold one message mid-send (a replica to kill then).
let smtp: SmtpHold;
const tag = Date.now().toString(36);
let ipCounter = 0;
const newIp = () => `10.9.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`;

// A CDN's purge API, as the replicas call it on a publish (CDN_PURGE_URL): the purges it received.
const purges: { authorization: string | undefined; body: string }[] = [];
const cdn: Server = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    purges.push({ authorization: req.headers['authorization'], body });
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}');
  });
});

beforeAll(async () => {
  await new Promise<void>((r) => cdn.listen(0, '127.0.0.1', r));
  const address = cdn.address();
  if (typeof address !== 'object' || address === null) throw new Error('the CDN stand-in has no address');
  smtp = await startSmtpHold();
  stack = await startScaleStack(dataDir, {
    siteEnv: {
      SMTP_URL: smtp.url,
      // A claim on a message runs out in 5 s here (3 minutes by default): a replica dying mid-send.
      MAIL_CLAIM_MS: '5000',
      MAIL_CLAIM_LOG: 'true',
      PAGE_CACHE_TTL_MS: '60000',
      CMS_CACHE_TTL_MS: '60000',
      CDN_PURGE_URL: `http://127.0.0.1:${address.port}/client/v4/zones/scale/purge_cache`,
      CDN_PURGE_HEADER: 'Authorization: Bearer cdn-token',
      // The daily retention job's first check, soon after start (decision 0019).
      RETENTION_DELAY_MS: '3000',
    },
  });
  smtp.target = { host: '127.0.0.1', port: Number(new URL(stack.mail.smtpUrl).port) };
}, 240_000);

afterAll(async () => {
  cdn.close();
  await stack?.stop();
  await smtp?.close();
  if (!process.env['KEEP']) rmSync(dataDir, { recursive: true, force: true });
});

const adminOf = (url: string): Promise<Rest> => loginAsAdmin(url, stack.info.secrets.adminEmail, stack.info.secrets.adminPassword);

async function submit(kind: string, body: Record<string, unknown>, ip = newIp()) {
  const res = await fetch(`${stack.url}/api/forms/${kind}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ _ticket: await formTicket(stack.url), ...body }),
  });
  const text = await res.text();
  return { status: res.status, body: res.headers.get('content-type')?.includes('json') ? z.record(z.string(), z.unknown()).parse(JSON.parse(text)) : { text } };
}

const page = async (base: string, path: string) => {
  const res = await fetch(`${base}${path}`, { headers: { 'user-agent': BROWSER_UA } });
  return { status: res.status, html: await res.text() };
};

/** Polls until `check` holds (at most `ms`): how long it took, or -1. */
async function within(ms: number, check: () => boolean | Promise<boolean>): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < ms) {
    if (await check()) return performance.now() - started;
    await new Promise((r) => setTimeout(r, 25));
  }
  return -1;
}

// How autocannon's answers split by status, e.g. "200×2030, 502×1", to tell a lost request from a slow one.
const statusesOf = (result: autocannon.Result) =>
  Object.entries(result.statusCodeStats ?? {})
    .map(([code, stat]) => `${code}×${stat?.count ?? 0}`)
    .join(', ');
// What the proxy itself could not deliver since `from`, if anything.
const badGatewaysSince = (from: number) => {
  const since = stack.siteProxy.badGateways.slice(from);
  return since.length > 0 ? `; the proxy answered 502 for ${since.join(' | ')}` : '';
};
const siteLog = () => readFileSync(join(dataDir, 'site.log'), 'utf8');

describe('two Directus instances on one PostgreSQL', () => {
  it('set the CMS up once when they start at the same moment: one applies the schema and seeds, the other waits and finds it done', () => {
    const applied = stack.setups.filter((s) => s.changes.length > 0);
    expect(applied).toHaveLength(1);
    expect(applied[0]?.seeded).toBe(true);
    expect(stack.setups.filter((s) => s.changes.length === 0 && !s.seeded)).toHaveLength(1);
  });

  it('apply the daily retention periods once between them: the first to claim the day in Redis runs it', async () => {
    // A replica loads the rendered site (and starts its jobs) with its first page.
    for (const site of stack.sites) expect((await page(site.url, '/')).status).toBe(200);
    const runs = () =>
      siteLog()
        .split('\n')
        .filter((l) => l.includes('[privacy] retention run'));
    expect(await within(30_000, () => runs().length > 0)).toBeGreaterThanOrEqual(0);
    // Both replicas have checked by now (3 s after their first page); give a late one time to show itself.
    await new Promise((r) => setTimeout(r, 3000));
    expect(runs()).toHaveLength(1);
    const redis = new Redis(stack.redis.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    try {
      expect(await redis.get(`site:retention:${new Date().toISOString().slice(0, 10)}`)).toMatch(/^\d+$/);
    } finally {
      redis.disconnect();
    }
  });

  it('serve the seeded pages through every site replica', async () => {
    for (const site of stack.sites) {
      for (const path of ['/', '/fr', '/demo', '/blog']) expect((await page(site.url, path)).status, `${site.url}${path}`).toBe(200);
    }
  });
});

describe('a publish', () => {
  it('reaches every replica through Redis, though Directus told only one of them', async () => {
    const slug = `/scale-${tag}`;
    // Both replicas have answered 404 for the address, and keep that answer for a minute.
    for (const site of stack.sites) expect((await page(site.url, slug)).status).toBe(404);
    const rest = await adminOf(stack.directus[0]!.url);
    await rest.post('/items/pages', {
      status: 'published',
      translation_key: `scale-${tag}`,
      layout: 'default',
      locale: 'en',
      slug,
      title: `Published on one instance ${tag}`,
      blocks: [{ collection: 'block_hero', item: { headline: `Seen by every replica ${tag}` } }],
    });
    const seen = await Promise.all(
      stack.sites.map((site) => within(5_000, async () => (await page(site.url, slug)).html.includes(`Seen by every replica ${tag}`))),
    );
    console.log(
      `[scale] a page published through Directus instance 1 was served by the replicas after ${seen.map((ms) => `${ms.toFixed(0)} ms`).join(' and ')}`,
    );
    for (const ms of seen) expect(ms).toBeGreaterThanOrEqual(0);
  });

  it('purges the CDN in front once the publish has settled, with the CDN’s credentials', async () => {
    // The publish above, a second or so later (a burst of changes is one purge).
    const after = await within(5_000, () => purges.length > 0);
    console.log(`[scale] the CDN was purged ${purges.length} time(s) for the publish, ${(after / 1000).toFixed(1)} s after the replicas served it`);
    expect(after).toBeGreaterThanOrEqual(0);
    expect(purges[0]).toEqual({ authorization: 'Bearer cdn-token', body: '{"purge_everything":true}' });
  });
});

describe('forms across replicas', () => {
  it('give one time to exactly one of 50 visitors booking it at once, over both replicas and both Directus instances', async () => {
    const { slots } = z.object({ slots: z.array(z.string()) }).parse(await (await fetch(`${stack.url}/api/demo/availability?day=${bookableDay()}`)).json());
    const slot = slots[0];
    expect(slot).toBeDefined();
    const before = { sites: [...stack.siteProxy.served], directus: [...stack.directusProxy.served], purges: purges.length };
    const attempts = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        submit('demo', {
          name: 'Élise Tremblay',
          company: `Scale ${tag}`,
          email: `race-${i}-${tag}@example.ca`,
          role: 'energy_advisor',
          consent: true,
          locale: 'fr',
          source: '/fr/demo',
          slot,
          timeZone: 'America/Vancouver',
        }),
      ),
    );
    const statuses = attempts.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    // Both replicas took bookings, and both Directus instances wrote or refused them.
    stack.siteProxy.served.forEach((n, i) => expect(n - (before.sites[i] ?? 0), `replica ${i + 1}`).toBeGreaterThan(0));
    stack.directusProxy.served.forEach((n, i) => expect(n - (before.directus[i] ?? 0), `Directus ${i + 1}`).toBeGreaterThan(0));
    const rest = await adminOf(stack.directus[1]!.url);
    const holders = z
      .array(z.object({ email: z.string() }))
      .parse(await rest.get(`/items/demo_requests?filter[starts_at][_eq]=${encodeURIComponent(slot!)}&fields=email`));
    expect(holders).toHaveLength(1);
    // Its confirmation is sent once, though both replicas' outbox workers saw it due.
    const winner = holders[0]!.email;
    expect(await within(10_000, () => stack.mail.messages().some((m) => m.to.includes(winner)))).toBeGreaterThanOrEqual(0);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(stack.mail.messages().filter((m) => m.to.includes(winner))).toHaveLength(1);
    // Leads are not content: 50 bookings and their mail never purged the CDN.
    expect(purges.length).toBe(before.purges);
  }, 60_000);

  it('count a visitor’s submissions across replicas: the sixth in ten minutes is refused, wherever it lands', async () => {
    const ip = newIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await submit('newsletter', { email: `limit-${i}-${tag}@example.ca`, consent: true }, ip)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await submit('newsletter', { email: `other-${tag}@example.ca`, consent: true })).status).toBe(201);
    // Each address gets its confirmation once.
    for (let i = 0; i < 5; i++) {
      const to = `limit-${i}-${tag}@example.ca`;
      expect(await within(10_000, () => stack.mail.messages().some((m) => m.to.includes(to)))).toBeGreaterThanOrEqual(0);
    }
    await new Promise((r) => setTimeout(r, 1_000));
    for (let i = 0; i < 5; i++) expect(stack.mail.messages().filter((m) => m.to.includes(`limit-${i}-${tag}@example.ca`))).toHaveLength(1);
  }, 60_000);
});

describe('losing a Directus instance and a site replica under load', () => {
  it('loses no page request when a replica is killed outright (SIGKILL): the proxy sends what it had in flight to the other', async () => {
    const retriedBefore = stack.siteProxy.retried;
    const badBefore = stack.siteProxy.badGateways.length;
    const load = autocannon({ url: `${stack.url}/`, connections: 100, duration: 6, headers: { 'user-agent': BROWSER_UA } });
    await new Promise((r) => setTimeout(r, 2_000));
    stack.sites[1]!.child.kill('SIGKILL');
    const result = await load;
    const retried = stack.siteProxy.retried - retriedBefore;
    console.log(
      `[scale] 100 connections for 6 s, a replica killed at 2 s: ${result.requests.total} requests, ${result.errors} errors, ${result.non2xx} non-2xx (${statusesOf(result)}), p99 ${result.latency.p99} ms; ${retried} retried on the other replica${badGatewaysSince(badBefore)}`,
    );
    expect(result.errors).toBe(0);
    expect(result.non2xx).toBe(0);
    expect(retried).toBeGreaterThan(0);
    // Its supervisor starts it again, and it serves.
    await stack.restartSite(1);
    expect((await page(stack.sites[1]!.url, '/')).status).toBe(200);
  }, 60_000);

  it('loses no page request and no submission when both are stopped mid-run, as a rolling deploy does', async () => {
    const retriedBefore = stack.siteProxy.retried;
    const badBefore = stack.siteProxy.badGateways.length;
    const load = autocannon({ url: `${stack.url}/`, connections: 100, duration: 8, headers: { 'user-agent': BROWSER_UA } });
    const submissions: Promise<{ email: string; status: number }>[] = [];
    let n = 0;
    const stream = setInterval(() => {
      const email = `steady-${n++}-${tag}@example.ca`;
      submissions.push(submit('newsletter', { email, consent: true }).then((r) => ({ email, status: r.status, body: r.body })));
    }, 100);
    await new Promise((r) => setTimeout(r, 2_500));
    // The replica gets SIGTERM and says "not ready" while it finishes; Directus has no such delay, so
    // the instance is taken out of its balancer first, as an operator (or an orchestrator) does.
    stack.directusProxy.takeOut(1);
    await new Promise((r) => setTimeout(r, 200));
    await Promise.all([stack.directus[1]!.stop(), stack.sites[1]!.stop()]);
    const result = await load;
    clearInterval(stream);
    const answered = await Promise.all(submissions);
    console.log(
      `[scale] 100 connections for 8 s, one Directus instance and one replica stopped at 2.5 s: ${result.requests.total} requests, ${result.errors} errors, ${result.non2xx} non-2xx (${statusesOf(result)}), p99 ${result.latency.p99} ms; ${answered.length} submissions; the proxy retried ${stack.siteProxy.retried - retriedBefore} on the other replica${badGatewaysSince(badBefore)}`,
    );
    expect(result.errors).toBe(0);
    expect(result.non2xx).toBe(0);
    expect(answered.filter((a) => a.status !== 201)).toEqual([]);
    const rest = await adminOf(stack.directus[0]!.url);
    const stored = z
      .array(z.object({ email: z.string() }))
      .parse(await rest.get(`/items/form_submissions?filter[email][_starts_with]=steady-&limit=-1&fields=email`));
    expect(new Set(stored.map((s) => s.email))).toEqual(new Set(answered.map((a) => a.email)));
  }, 60_000);
});

describe('losing Redis', () => {
  it('keeps serving with a warning: pages, and the rate limit counted per process; shared again once Redis is back', async () => {
    // Pages visitors have seen (Directus, waiting for Redis too, cannot answer for new ones meanwhile).
    for (const site of stack.sites.filter((s) => s.child.exitCode === null && s.child.signalCode === null))
      for (const path of ['/', '/fr', '/demo']) await page(site.url, path);
    const logFrom = siteLog().length;
    await stack.redis.stop();
    for (const path of ['/', '/fr', '/demo']) expect((await page(stack.url, path)).status, path).toBe(200);
    // An invalid form is refused without Directus; the limit still counts it, in this process.
    const ip = newIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await submit('newsletter', { email: 'not an address', consent: true }, ip)).status);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses[5]).toBe(429);
    expect(await within(5_000, () => siteLog().slice(logFrom).includes('Redis unreachable'))).toBeGreaterThanOrEqual(0);
    await stack.redis.start();
    expect(await within(10_000, () => siteLog().includes('Redis is back'))).toBeGreaterThanOrEqual(0);
    // Directus waited for Redis too, and takes submissions again.
    expect(
      await within(15_000, async () => (await submit('newsletter', { email: `after-redis-${tag}@example.ca`, consent: true })).status === 201),
    ).toBeGreaterThanOrEqual(0);
  }, 60_000);
});

describe('the outbox when a replica dies mid-send', () => {
  /** Queues a message as the site does (an outbox row), due now. */
  async function queue(to: string): Promise<number> {
    const now = Date.now();
    const message = { to, fromName: 'Scale', subject: `Outbox ${to}`, text: 'Hello', html: '<p>Hello</p>', language: 'en', headers: {} };
    const row = z.object({ id: z.number() }).parse(
      await (
        await adminOf(stack.directus[0]!.url)
      ).post('/items/mail_outbox', {
        status: 'queued',
        kind: 'newsletter_welcome',
        to,
        locale: 'en',
        subject: message.subject,
        attempts: 0,
        next_attempt_at: new Date(now).toISOString(),
        give_up_at: new Date(now + 3_600_000).toISOString(),
        message,
      }),
    );
    return row.id;
  }

  /** The replica whose connection the relay holds (the client port it reported, found among the replicas' sockets). */
  function holder(port: number): number {
    const pids = stack.sites.map((s) => s.child.pid ?? -1);
    const index = pids.indexOf(holderPid(port, pids) ?? -2);
    expect(index, `the held connection (port ${port}) is a replica's`).toBeGreaterThanOrEqual(0);
    return index;
  }

  const received = (to: string) => stack.mail.messages().filter((m) => m.to.includes(to));

  // Both replicas run (the rolling-deploy test left one stopped): one to kill, one to take over. Last
  // in the file: the Redis test before counts on one replica.
  beforeAll(async () => {
    for (const [i, site] of stack.sites.entries()) if (site.child.exitCode !== null || site.child.signalCode !== null) await stack.restartSite(i);
  }, 60_000);

  it('still sends a message whose replica was killed (SIGKILL) while sending it: once, or twice with one Message-ID, never zero', async () => {
    const to = `crash-${tag}@example.com`;
    const held = smtp.holdNext('crash-');
    const id = await queue(to);
    const index = holder(await held);
    stack.sites[index]!.child.kill('SIGKILL');
    smtp.release();
    // The claim runs out (5 s) and the other replica's next pass sends it.
    expect(await within(30_000, () => received(to).length > 0)).toBeGreaterThanOrEqual(0);
    await new Promise((r) => setTimeout(r, 2_000));
    const copies = received(to);
    expect(copies.length).toBeLessThanOrEqual(2);
    expect(new Set(copies.map((m) => m.headers['message-id'])).size).toBe(1);
    const row = z.object({ status: z.string() }).parse(await (await adminOf(stack.directus[0]!.url)).get(`/items/mail_outbox/${id}?fields=status`));
    expect(row.status).toBe('sent');
    await stack.restartSite(index);
  }, 60_000);

  it('finishes the message in flight before a replica stopped with SIGTERM exits, and records it sent', async () => {
    const to = `term-${tag}@example.com`;
    const held = smtp.holdNext('term-');
    const id = await queue(to);
    const index = holder(await held);
    const child = stack.sites[index]!.child;
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    // Past its 1 s "not ready" delay and its drain (no request in flight), it still waits for the
    // send, well inside its 5 s claim; then the mail server answers.
    await new Promise((r) => setTimeout(r, 2_500));
    expect(child.exitCode).toBeNull();
    smtp.release();
    expect(await exited).toBe(0);
    // Sent once: by the stopped replica, recorded before it exited, so the other never took it up.
    await new Promise((r) => setTimeout(r, 2_000));
    expect(received(to)).toHaveLength(1);
    const row = z.object({ status: z.string() }).parse(await (await adminOf(stack.directus[0]!.url)).get(`/items/mail_outbox/${id}?fields=status`));
    expect(row.status).toBe('sent');
    await stack.restartSite(index);
  }, 60_000);
});

/** Three days ahead, a weekday: the seeded schedule's hours. */
function bookableDay(): string {
  let day = new Date(Date.now() + 3 * 86_400_000);
  while ([0, 6].includes(day.getUTCDay())) day = new Date(day.getTime() + 86_400_000);
  return day.toISOString().slice(0, 10);
}
