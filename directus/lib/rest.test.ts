// @vitest-environment node
// The admin client through @directus/sdk, against a small server that answers as Directus does: the
// data of a JSON answer, nothing for a 204, a refusal as a DirectusError with its status and Directus's
// errors (never the token), a form posted as multipart, and a sign-in refused with a clear message.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DirectusError, loginAsAdmin, restClient } from './rest.ts';

const TOKEN = 'secret-admin-token-0123456789';
type Seen = { method: string; url: string; authorization: string | undefined; type: string | undefined; body: string };
const seen: Seen[] = [];
let busy = 0;
let server: Server;
let url = '';

const read = async (req: IncomingMessage) => {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  return body;
};

beforeAll(async () => {
  server = createServer((req, res) => {
    void read(req).then((body) => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization, type: req.headers['content-type'], body });
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(value));
      };
      if (req.url === '/auth/login') {
        const { password } = JSON.parse(body) as { password: string };
        return password === 'right'
          ? json(200, { data: { access_token: TOKEN, expires: 900000 } })
          : json(401, { errors: [{ message: 'Invalid user credentials.' }] });
      }
      if (req.url?.startsWith('/items/pages?')) return json(200, { data: [{ id: 1 }] });
      // Busy twice, then answers; or down for good.
      if (req.url === '/items/busy') {
        busy += 1;
        return busy <= 2
          ? json(503, { errors: [{ message: 'Service "api" is unavailable. Under pressure.', extensions: { code: 'SERVICE_UNAVAILABLE' } }] })
          : json(200, { data: { id: 2 } });
      }
      if (req.url === '/items/down')
        return json(503, { errors: [{ message: 'Service "database" is unavailable.', extensions: { code: 'SERVICE_UNAVAILABLE' } }] });
      if (req.url === '/items/pages' && req.method === 'POST')
        return json(400, { errors: [{ message: 'Validation failed', extensions: { code: 'FAILED_VALIDATION', field: 'slug' } }] });
      if (req.method === 'DELETE') {
        res.writeHead(204);
        return res.end();
      }
      if (req.url === '/files') return json(200, { data: { id: 'file-1' } });
      return json(404, { errors: [{ message: 'Route doesn’t exist.', extensions: { code: 'ROUTE_NOT_FOUND' } }] });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  url = `http://127.0.0.1:${address && typeof address === 'object' ? address.port : 0}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the admin client', () => {
  it('asks a Directus "under pressure" again after a pause, and gives up at once on another 503', async () => {
    const rest = restClient(url, TOKEN);
    await expect(rest.post('/items/busy', { title: 'once' })).resolves.toEqual({ id: 2 });
    // Asked three times, the body each time: the first two were refused before Directus handled them.
    expect(seen.filter((s) => s.url === '/items/busy').map((s) => s.body)).toEqual(Array(3).fill(JSON.stringify({ title: 'once' })));
    const before = seen.length;
    await expect(rest.get('/items/down')).rejects.toMatchObject({ status: 503 });
    expect(seen.length - before).toBe(1);
  });

  it('signs in, then sends the token with each call and gives the answer’s data', async () => {
    const rest = await loginAsAdmin(url, 'admin@example.com', 'right');
    expect(await rest.get('/items/pages?filter[slug][_eq]=%2F&fields=id')).toEqual([{ id: 1 }]);
    const call = seen.at(-1);
    expect(call?.url).toBe('/items/pages?filter[slug][_eq]=%2F&fields=id');
    expect(call?.authorization).toBe(`Bearer ${TOKEN}`);
    expect(await rest.del('/items/pages/1')).toBeUndefined();
  });

  it('turns a refusal into a DirectusError with the status and Directus’s errors, without the token', async () => {
    const rest = restClient(url, TOKEN);
    const refused: unknown = await rest.post('/items/pages', { slug: 'no slash' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DirectusError);
    if (!(refused instanceof DirectusError)) return;
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('FAILED_VALIDATION');
    expect(refused.message).toContain('POST /items/pages -> 400');
    expect(refused.message).not.toContain(TOKEN);
    expect(seen.at(-1)?.body).toBe(JSON.stringify({ slug: 'no slash' }));
  });

  it('posts a form as multipart, with its boundary', async () => {
    const form = new FormData();
    form.append('title', 'Logo');
    form.append('file', new Blob(['<svg/>'], { type: 'image/svg+xml' }), 'logo.svg');
    expect(await restClient(url, TOKEN).postForm('/files', form)).toEqual({ id: 'file-1' });
    expect(seen.at(-1)?.type).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('says which address could not sign in, and how to go on', async () => {
    await expect(loginAsAdmin(url, 'admin@example.com', 'wrong')).rejects.toThrow(/Could not sign into Directus as admin@example.com \(401\).*ADMIN_PASSWORD/);
  });
});
