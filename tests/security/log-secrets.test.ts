// Threat: whoever reads the logs (an operator, the log vendor, a leaked archive) must never hold the
// power of a visitor's secret link: the production JSON access log recorded `"path":"/demo/manage/<token>"`,
// and data-export and unsubscribe tokens likewise (issue 39), which undoes decision 0010's "only hashes
// are kept". Tried against a production site (LOG_FORMAT=json, SITE_PRODUCTION=true) whose stdout and
// stderr the test reads, on the real Directus: a real booking's manage link, and every route that takes
// a token, in both languages, with the preview and Visual Editor tokens besides. What Directus's own log
// can see is tried too: the site talks to Directus through a recording proxy here, and no address it
// asks for holds a token (it looks links up by their SHA-256).
import { spawn } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { admin, BROWSER_UA, stack } from '../support/admin';
import { NGINX } from '../../scripts/lib/tls-proxy';
import { repoRoot } from '../../scripts/lib/config';
import { freePort, startSite, type RunningSite } from '../support/stack';

let site: RunningSite;
let output = '';
let proxy: Server;
/** Every address the site asked Directus for, as sent. */
const askedOfDirectus: string[] = [];
const created: number[] = [];

const newToken = () => randomBytes(32).toString('base64url');
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const tagOf = (value: string) => `[token:${sha256(value).slice(0, 8)}]`;

/** The token pages of src/routes.ts, each with its last segment the secret. */
const TOKEN_PAGES = [
  (t: string) => `/demo/manage/${t}`,
  (t: string) => `/fr/demo/gerer/${t}`,
  (t: string) => `/newsletter/confirm/${t}`,
  (t: string) => `/fr/infolettre/confirmer/${t}`,
  (t: string) => `/newsletter/unsubscribe/${t}`,
  (t: string) => `/fr/infolettre/desabonnement/${t}`,
  (t: string) => `/my-data/confirm/${t}`,
  (t: string) => `/fr/mes-donnees/confirmer/${t}`,
  (t: string) => `/my-data/confirm/${t}/data.json`,
  (t: string) => `/fr/mes-donnees/confirmer/${t}/donnees.json`,
  (t: string) => `/demo/manage/${t}.data`,
];

/** Waits until the site's log holds `marker` (its lines arrive after the response). */
async function logAfter(marker: string): Promise<string> {
  const start = Date.now();
  while (!output.includes(marker) && Date.now() - start < 5000) await new Promise((r) => setTimeout(r, 50));
  return output;
}

/** Asks for an address of no secret and waits for its line: every line of the requests before it is written. */
async function settled(): Promise<string> {
  const marker = `/log-mark-${randomUUID()}`;
  await (await fetch(`${site.url}${marker}`)).arrayBuffer();
  return logAfter(marker);
}

/** Stands between the site and Directus, passing everything on and noting each address asked for. */
function recordingProxy(target: string): Promise<Server> {
  const server = createServer((req, res) => {
    askedOfDirectus.push(req.url ?? '');
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const headers = Object.fromEntries(Object.entries(req.headers).filter((e): e is [string, string] => typeof e[1] === 'string' && e[0] !== 'host'));
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
      fetch(`${target}${req.url ?? '/'}`, { method: req.method, headers, body })
        .then(async (answer) => {
          const bytes = Buffer.from(await answer.arrayBuffer());
          const out: Record<string, string> = {};
          answer.headers.forEach((value, name) => {
            if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)) out[name] = value;
          });
          res.writeHead(answer.status, out).end(bytes);
        })
        .catch(() => res.writeHead(502).end());
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  proxy = await recordingProxy(stack().directusUrl);
  const port = await freePort();
  site = await startSite(
    { ...stack(), sitePort: port, siteUrl: `http://127.0.0.1:${port}`, directusUrl: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}` },
    { SITE_PRODUCTION: 'true', LOG_FORMAT: 'json' },
  );
  site.child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  site.child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
});
afterAll(async () => {
  await site?.stop();
  proxy?.close();
  const rest = await admin();
  for (const id of created) await rest.del(`/items/demo_requests/${id}`).catch(() => undefined);
});

describe('the production log', () => {
  it('records a real booking’s manage link, opened and posted to, by a tag and never by its token', async () => {
    const token = newToken();
    const rest = await admin();
    const row = z.object({ id: z.number() }).parse(
      await rest.post('/items/demo_requests', {
        name: 'Log Reader',
        company: 'Secrets Inc.',
        email: `log-${Date.now().toString(36)}@example.com`,
        role: 'energy_advisor',
        locale: 'en',
        consent: true,
        reference: randomUUID(),
        manage_token_hash: sha256(token),
        manage_expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      }),
    );
    created.push(row.id);
    const page = await fetch(`${site.url}/demo/manage/${token}`, { headers: { 'user-agent': BROWSER_UA } });
    expect(page.status).toBe(200);
    await page.text();
    // A move posted from the page (refused or not, it is logged like any request).
    await (
      await fetch(`${site.url}/demo/manage/${token}?x=1`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site.url, 'user-agent': BROWSER_UA },
        body: 'intent=move&slot=not-a-time',
      })
    ).text();
    // Both lines are awaited: each is written when its response ends, which may be after the client read it.
    const log = await logAfter(`"method":"POST","path":"/demo/manage/${tagOf(token)}`);
    expect(log).not.toContain(token);
    const lines = log
      .split('\n')
      .filter((l) => l.includes(tagOf(token)))
      .map((l): unknown => JSON.parse(l));
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'request', method: 'GET', path: `/demo/manage/${tagOf(token)}`, status: 200 }));
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'request', method: 'POST', path: `/demo/manage/${tagOf(token)}` }));
  });

  it.each(TOKEN_PAGES.map((page) => [page('<token>'), page] as const))('records %s by a tag only', async (_name, page) => {
    const token = newToken();
    const path = page(token);
    for (const variant of [path, path.replace(/^\/(fr\/)?[a-z-]+/, (m) => m.toUpperCase())]) {
      await (await fetch(`${site.url}${variant}`, { redirect: 'manual', headers: { 'user-agent': BROWSER_UA } })).arrayBuffer();
    }
    const log = await settled();
    expect(log).toContain(tagOf(token));
    expect(log).not.toContain(token);
  });

  it('records a preview or Visual Editor address without its token, on pages that fail as on those that render', async () => {
    const secret = newToken();
    const token = `${Date.now() + 60_000}.${secret}`;
    for (const path of [`/?preview=${token}`, `/fr?edit=${token}`, `/no-such-page?preview=${token}`, `/blog/nothing-here?edit=${token}`]) {
      await (await fetch(`${site.url}${path}`, { redirect: 'manual', headers: { 'user-agent': BROWSER_UA } })).arrayBuffer();
    }
    expect(await settled()).not.toContain(secret);
  });

  it('never leads the site to ask Directus for a token in an address: Directus’s own log sees hashes at most', async () => {
    const token = newToken();
    const before = askedOfDirectus.length;
    for (const page of TOKEN_PAGES) {
      await (await fetch(`${site.url}${page(token)}`, { redirect: 'manual', headers: { 'user-agent': BROWSER_UA } })).arrayBuffer();
      await (
        await fetch(`${site.url}${page(token)}`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site.url, 'user-agent': BROWSER_UA },
          body: 'intent=confirm',
        })
      ).arrayBuffer();
    }
    await settled();
    const asked = askedOfDirectus.slice(before);
    // The lookups went through the proxy (by hash), and no address held the token, plain or encoded.
    expect(asked.some((url) => url.includes(sha256(token)) || decodeURIComponent(url).includes(sha256(token)))).toBe(true);
    for (const url of asked) {
      expect(url).not.toContain(token);
      expect(decodeURIComponent(url)).not.toContain(token);
    }
    expect(output).not.toContain(token);
  });
});

// docs/operators.md tells operators to log through docs/deploy/nginx-log.conf's `masked` format: nginx, run
// with that file in front of the site, is asked for each secret link (with one as the Referer too).
describe('nginx’s access log with docs/deploy/nginx-log.conf', () => {
  it.skipIf(!existsSync(NGINX))('records every secret link, query token and Referer as [token]', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nginx-log-'));
    const port = await freePort();
    const temp = join(dir, 'temp');
    mkdirSync(temp);
    const accessLog = join(dir, 'access.log');
    const conf = join(dir, 'nginx.conf');
    writeFileSync(
      conf,
      [
        'daemon off;',
        'worker_processes 1;',
        ...(process.getuid?.() === 0 ? ['user root;'] : []),
        `pid ${join(dir, 'nginx.pid')};`,
        `error_log ${join(dir, 'error.log')} warn;`,
        'events { worker_connections 64; }',
        'http {',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${temp};`),
        `  include ${join(repoRoot, 'docs/deploy/nginx-log.conf')};`,
        `  server { listen 127.0.0.1:${port}; access_log ${accessLog} masked; location / { proxy_pass ${site.url}; } }`,
        '}',
      ].join('\n'),
    );
    const nginx = spawn(NGINX, ['-c', conf, '-p', dir], { stdio: 'ignore' });
    try {
      const start = Date.now();
      while (
        Date.now() - start < 10_000 &&
        !(await fetch(`http://127.0.0.1:${port}/healthz`).then(
          (r) => r.ok,
          () => false,
        ))
      )
        await new Promise((r) => setTimeout(r, 50));
      const secrets: string[] = [];
      for (const page of TOKEN_PAGES) {
        const token = newToken();
        secrets.push(token);
        const referer = newToken();
        secrets.push(referer);
        await (
          await fetch(`http://127.0.0.1:${port}${page(token)}?utm_source=mail`, {
            redirect: 'manual',
            headers: { referer: `${site.url}/newsletter/unsubscribe/${referer}` },
          })
        ).arrayBuffer();
      }
      const preview = newToken();
      secrets.push(preview);
      await (await fetch(`http://127.0.0.1:${port}/fr?utm_source=x&preview=${Date.now() + 60_000}.${preview}`, { redirect: 'manual' })).arrayBuffer();
      await new Promise((r) => setTimeout(r, 300));
      const log = readFileSync(accessLog, 'utf8');
      expect(log.split('\n').filter((line) => line.includes('"GET /') && !line.includes('/healthz'))).toHaveLength(TOKEN_PAGES.length + 1);
      for (const secret of secrets) expect(log).not.toContain(secret);
      expect(log).toContain('"GET /demo/manage/[token]?utm_source=mail HTTP/1.1"');
      expect(log).toContain('"GET /fr?utm_source=x&preview=[token] HTTP/1.1"');
      expect(log).toContain('/newsletter/unsubscribe/[token]"');
    } finally {
      nginx.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
