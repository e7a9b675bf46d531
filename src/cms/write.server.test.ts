// @vitest-environment node
// A write Directus answers too late, faked at the network level (a local HTTP server stands in for
// Directus): a lead it stored anyway is a lead stored, not "try again".
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

let server: Server;
/** What the stand-in holds, by reference, and whether it answers a POST in time. */
const stored = new Map<string, number>();
let slow = false;

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      if (req.method === 'POST') {
        const item = JSON.parse(body) as { reference: string };
        stored.set(item.reference, stored.size + 1);
        // Stored at once, answered after the site has given up (its timeout is 200 ms here).
        setTimeout(
          () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: { id: stored.get(item.reference) } })),
          slow ? 600 : 0,
        );
        return;
      }
      // The filter as the SDK writes it: JSON in `filter`.
      const filter = JSON.parse(url.searchParams.get('filter') ?? '{}') as { reference?: { _eq?: string } };
      const reference = filter.reference?._eq ?? '';
      const id = stored.get(reference);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: id === undefined ? [] : [{ id }] }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  vi.stubEnv('DIRECTUS_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  vi.stubEnv('CMS_TIMEOUT_MS', '200');
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterAll(() => {
  server.close();
  vi.unstubAllEnvs();
});

describe('storing a lead', () => {
  it('answers stored when Directus stored it but answered too late, and unavailable when it did not store it', async () => {
    const { createItem } = await import('./write.server');
    slow = true;
    expect(await createItem('demo_requests', { reference: 'lead-1', name: 'Ada' })).toEqual({ ok: true, id: 1 });
    // An item without a reference cannot be told apart: the visitor is asked to try again.
    expect(await createItem('demo_requests', { name: 'Bo' })).toEqual({ ok: false, reason: 'unavailable' });
    slow = false;
    expect(await createItem('demo_requests', { reference: 'lead-3', name: 'Cy' })).toEqual({ ok: true, id: 3 });
  });
});
