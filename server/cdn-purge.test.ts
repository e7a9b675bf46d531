// The CDN purge on publish, against a real HTTP server standing in for the CDN's purge API.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cdnPurgerOf } from './cdn-purge.ts';
import { cdnPurgeConfig } from './config.ts';

type Received = { method: string; headers: IncomingHttpHeaders; body: string };

let server: Server;
let received: Received[];
let answer: number;
let url: string;

beforeEach(async () => {
  received = [];
  answer = 200;
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ method: req.method ?? '', headers: req.headers, body });
      res.writeHead(answer, { 'content-type': 'application/json' }).end('{"success":true}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('no address');
  url = `http://127.0.0.1:${address.port}/client/v4/zones/zone-42/purge_cache`;
});

afterEach(async () => {
  vi.restoreAllMocks();
  await new Promise<void>((r) => server.close(() => r()));
});

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
const config = (env: Record<string, string> = {}) => cdnPurgeConfig({ CDN_PURGE_URL: url, CDN_PURGE_HEADER: 'Authorization: Bearer cf-secret-token', ...env });

describe('the CDN purge on publish', () => {
  it('purges once for a burst of changes, with the configured header and Cloudflare’s purge-everything body', async () => {
    const purger = cdnPurgerOf(config(), { delayMs: 50 });
    for (let i = 0; i < 20; i++) purger.changed();
    await wait(300);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'POST', body: '{"purge_everything":true}' });
    expect(received[0]?.headers['authorization']).toBe('Bearer cf-secret-token');
    expect(received[0]?.headers['content-type']).toBe('application/json');
  });

  it('purges again for a change that came while a purge was under way', async () => {
    let release: () => void = () => {};
    server.removeAllListeners('request');
    server.on('request', (req, res) => {
      received.push({ method: req.method ?? '', headers: req.headers, body: '' });
      req.resume();
      if (received.length === 1) release = () => res.end();
      else res.end();
    });
    const purger = cdnPurgerOf(config(), { delayMs: 20 });
    purger.changed();
    await wait(100);
    expect(received).toHaveLength(1);
    purger.changed();
    release();
    await wait(200);
    expect(received).toHaveLength(2);
  });

  it('tries a failed purge once more, then warns naming the CDN’s host and answer, never its credentials', async () => {
    answer = 503;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const purger = cdnPurgerOf(config(), { delayMs: 10, retryMs: 30 });
    purger.changed();
    await wait(250);
    expect(received).toHaveLength(2);
    expect(warn).toHaveBeenCalledTimes(1);
    const message = String(warn.mock.calls[0]?.[0]);
    expect(message).toContain(`CDN purge failed: ${new URL(url).host} answered 503`);
    expect(message).not.toContain('cf-secret-token');
    expect(message).not.toContain('zone-42');
  });

  it('sends a waiting purge at once when the server stops', async () => {
    const purger = cdnPurgerOf(config({ CDN_PURGE_HEADER: 'Fastly-Key: fastly-token', CDN_PURGE_BODY: '{}' }), { delayMs: 60_000 });
    purger.changed();
    await purger.flush();
    expect(received).toHaveLength(1);
    expect(received[0]?.headers['fastly-key']).toBe('fastly-token');
    expect(received[0]?.body).toBe('{}');
  });

  it('does nothing without CDN_PURGE_URL', async () => {
    expect(cdnPurgeConfig({})).toBeUndefined();
    expect(cdnPurgeConfig({ CDN_PURGE_URL: '', CDN_PURGE_HEADER: ' ', CDN_PURGE_BODY: '' })).toBeUndefined();
    expect(cdnPurgeConfig({ CDN_PURGE_URL: url, CDN_PURGE_BODY: '' })?.body).toBe('{"purge_everything":true}');
    const purger = cdnPurgerOf(cdnPurgeConfig({}), { delayMs: 1 });
    purger.changed();
    await purger.flush();
    expect(received).toHaveLength(0);
  });

  it('refuses malformed settings, naming the variable', () => {
    expect(() => cdnPurgeConfig({ CDN_PURGE_URL: 'ftp://cdn.example.com/purge' })).toThrow(/CDN_PURGE_URL/);
    expect(() => cdnPurgeConfig({ CDN_PURGE_URL: url, CDN_PURGE_HEADER: 'Bearer token-without-a-name' })).toThrow(/Name: value[\s\S]*CDN_PURGE_HEADER/);
    expect(() => cdnPurgeConfig({ CDN_PURGE_URL: url, CDN_PURGE_BODY: '{purge: all}' })).toThrow(/CDN_PURGE_BODY/);
  });
});
