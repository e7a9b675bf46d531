// A site replica stopping as a rolling deploy stops it (SIGTERM), against a real site server of its
// own: a form still uploading when the signal comes is stored and answered; new connections are
// refused; the process exits 0. And
// its log: one JSON line per request, each with the request's id, which the response carries too.
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { admin, stack } from '../support/admin';
import { freePort, startSite, type RunningSite, type StackInfo } from '../support/stack';
import { formTicket } from '../support/form-ticket';

let info: StackInfo;
let site: RunningSite;

beforeAll(async () => {
  const port = await freePort();
  info = { ...stack(), sitePort: port, siteUrl: `http://127.0.0.1:${port}` };
  site = await startSite(info, { SHUTDOWN_TIMEOUT_MS: '10000' });
});
afterAll(() => site?.stop());

/** Sends a form's headers and half its body now; the rest when `finish()` is called. */
function slowPost(path: string, body: string) {
  const req = request(`${info.siteUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-forwarded-for': '10.55.0.1', 'x-request-id': 'deploy-test-1' },
  });
  const answer = new Promise<{ status: number; body: string; requestId: string | undefined }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, requestId: res.headers['x-request-id']?.toString() }));
    });
    req.on('error', reject);
  });
  const half = Math.floor(body.length / 2);
  req.write(body.slice(0, half));
  return { answer, finish: () => req.end(body.slice(half)) };
}

describe('a replica told to stop', () => {
  it('logs each request as a JSON line with its id, the id the response carries', async () => {
    const res = await fetch(`${info.siteUrl}/hvac`, { headers: { 'x-request-id': 'from-the-proxy-7' } });
    expect(res.headers.get('x-request-id')).toBe('from-the-proxy-7');
    const own = await fetch(`${info.siteUrl}/hvac`);
    expect(own.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // Written when the response ends, through a pipe and a file: read once it is there.
    const logged = () =>
      readFileSync(join(info.dataDir, 'site.log'), 'utf8')
        .split('\n')
        .filter((l) => l.includes('from-the-proxy-7') && l.includes('"msg":"request"'));
    await expect.poll(() => logged().length, { timeout: 10_000 }).toBeGreaterThan(0);
    const lines = logged();
    expect(lines.map((l): unknown => JSON.parse(l))).toEqual([
      expect.objectContaining({ level: 'info', msg: 'request', requestId: 'from-the-proxy-7', method: 'GET', path: '/hvac', status: 200 }),
    ]);
  });

  it('answers the form still uploading when the signal comes, refuses new connections, then exits 0', async () => {
    const email = `shutdown-${Date.now().toString(36)}@example.com`;
    const upload = slowPost(
      '/api/forms/waitlist',
      JSON.stringify({ _ticket: await formTicket(info.siteUrl), email, role: 'hvac_installer', company: '', locale: 'en', source: '/stride' }),
    );
    // Time for the site to take the connection in (a loaded machine may be slow to accept it).
    await new Promise((r) => setTimeout(r, 1_000));
    const exited = new Promise<number | null>((resolve) => site.child.once('exit', resolve));
    site.child.kill('SIGTERM');

    // New connections are refused soon after the signal (the upload has ten seconds to finish).
    await expect
      .poll(
        () =>
          fetch(`${info.siteUrl}/healthz`).then(
            () => 'answered',
            () => 'refused',
          ),
        { timeout: 5_000, interval: 100 },
      )
      .toBe('refused');
    upload.finish();
    const answer = await upload.answer;
    expect(answer.status).toBe(201);
    expect(answer.requestId).toBe('deploy-test-1');
    expect(await exited).toBe(0);

    const stored = z
      .array(z.object({ email: z.string() }))
      .parse(await (await admin()).get(`/items/form_submissions?filter[email][_eq]=${encodeURIComponent(email)}&fields=email`));
    expect(stored).toEqual([{ email }]);
  });
});
