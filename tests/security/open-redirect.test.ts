// Threat: an anonymous visitor (a phisher) must never get an address on the firm's domain that sends
// the people who follow it to another site: `GET /en//evil.example/login` answered
// `301 Location: //evil.example/login` (issue 39). Tried against the real site with the request line
// exactly as an attacker writes it (a raw socket: fetch would tidy the address first), on every route
// that answers a redirect.
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { stack } from '../support/admin';

type Answer = { status: number; location: string | null };

/** Sends `target` as the request line's path, untouched, and reads the status and Location. */
function raw(target: string, { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const { hostname, port } = new URL(stack().siteUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const location = lines.find((l) => /^location:/i.test(l));
      resolve({ status: Number(statusLine.split(' ')[1]), location: location ? location.slice(location.indexOf(':') + 1).trim() : null });
    });
    const extra = Object.entries({ 'user-agent': 'Mozilla/5.0 (security test)', ...headers })
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('');
    const body = method === 'POST' ? 'intent=signOut' : '';
    const length = method === 'POST' ? `content-type: application/x-www-form-urlencoded\r\ncontent-length: ${body.length}\r\n` : '';
    socket.write(`${method} ${target} HTTP/1.1\r\nhost: ${hostname}:${port}\r\nconnection: close\r\n${extra}${length}\r\n${body}`, 'latin1');
  });
}

/** Where a browser would go with this Location: its origin, after the browser's own clean-up of the address. */
const landsOn = (location: string) => new URL(location, stack().siteUrl).origin;

/** The site and, for the Visual Editor's way in (/api/studio/edit), the Data Studio the site is configured with. */
const allowed = () => [new URL(stack().siteUrl).origin, new URL(stack().directusUrl).origin];

const HOSTILE_TAILS = [
  '//evil.example/login',
  '///evil.example/login',
  '/\\evil.example/login',
  '/\\\\evil.example/login',
  '//\\evil.example',
  '/\\/evil.example',
  '/%2F%2Fevil.example/login',
  '/%2f%5cevil.example',
  '/%5C%5Cevil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%0d%0a/evil.example',
  '//evil.example/login.data',
  '//evil.example/%2e%2e',
  '//evil.example@site.example',
  '/http://evil.example',
  '/https:evil.example',
];

describe('no path of the site redirects off it', () => {
  it.each(HOSTILE_TAILS)('/en%s stays on the site', async (tail) => {
    for (const search of ['', '?utm_source=x']) {
      const answer = await raw(`/en${tail}${search}`);
      expect(answer.status, `/en${tail}`).toBeLessThan(500);
      if (answer.location !== null) {
        expect(landsOn(answer.location), `/en${tail} -> ${answer.location}`).toBe(new URL(stack().siteUrl).origin);
        expect(answer.location).not.toMatch(/^[\\/]{2}|^\/[\t\n\r]*[\\/]|^[a-z][\w+.-]*:/i);
      }
    }
  });

  it.each(HOSTILE_TAILS)('%s at the root, under /fr and on every route that redirects stays on the site', async (tail) => {
    const shapes = [
      tail,
      `/fr${tail}`,
      `/fr/${tail}`,
      `/en/${tail}`,
      `${tail}/account`,
      `${tail}/my-data`,
      `/my-data/confirm${tail}/data.json`,
      `/fr/mes-donnees/confirmer${tail}/donnees.json`,
      `/account/data${tail}`,
      `/account/delete${tail}`,
      `/api/studio/edit?to=${encodeURIComponent(tail)}`,
    ];
    for (const shape of shapes) {
      const answer = await raw(shape);
      if (answer.location !== null) expect(allowed(), `${shape} -> ${answer.location}`).toContain(landsOn(answer.location));
    }
  });

  it('a forged Host header does not become the redirect’s host', async () => {
    for (const path of ['/en//evil.example/login', '/en/demo', '/', '/account/data']) {
      const answer = await raw(path, { headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'accept-language': 'fr' } });
      if (answer.location !== null) expect(landsOn(answer.location), `${path} -> ${answer.location}`).toBe(new URL(stack().siteUrl).origin);
    }
  });

  it('a plain post to a doubled-slash address answers on the site', async () => {
    for (const path of ['//evil.example/account', '//evil.example/my-data', '//evil.example/demo', '/en//evil.example/demo']) {
      const answer = await raw(path, { method: 'POST', headers: { origin: stack().siteUrl } });
      if (answer.location !== null) expect(landsOn(answer.location), `${path} -> ${answer.location}`).toBe(new URL(stack().siteUrl).origin);
    }
  });

  it('the first finding, exactly: /en//evil.example/login', async () => {
    const answer = await raw('/en//evil.example/login');
    expect(answer.status).toBe(301);
    expect(answer.location).toBe('/evil.example/login');
  });
});
