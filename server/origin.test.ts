import { describe, expect, it } from 'vitest';
import { publicOriginOf } from './origin.ts';

describe('publicOriginOf', () => {
  const behindTls = publicOriginOf('https://example.com');

  it('gives the public origin for its host when a proxy that ends TLS forwards plain HTTP', () => {
    expect(behindTls({ protocol: 'http', host: 'example.com' })).toBe('https://example.com');
    expect(behindTls({ protocol: 'https', host: 'EXAMPLE.com' })).toBe('https://example.com');
  });

  it("keeps SITE_URL's port when the proxy's Host drops it", () => {
    const onPort = publicOriginOf('https://localhost:8443');
    expect(onPort({ protocol: 'https', host: 'localhost' })).toBe('https://localhost:8443');
    expect(onPort({ protocol: 'http', host: 'localhost:8443' })).toBe('https://localhost:8443');
  });

  it('takes any other host as asked, with the scheme Express determined', () => {
    expect(behindTls({ protocol: 'http', host: '127.0.0.1:3001' })).toBe('http://127.0.0.1:3001');
    expect(behindTls({ protocol: 'https', host: 'www.example.com' })).toBe('https://www.example.com');
    expect(publicOriginOf(undefined)({ protocol: 'http', host: 'localhost:3000' })).toBe('http://localhost:3000');
    expect(publicOriginOf(undefined)({ protocol: 'http', host: '[::1]:3000' })).toBe('http://[::1]:3000');
  });

  it('never puts a forged host into a URL', () => {
    for (const host of ['evil.example/path', 'a@evil.example', 'x y', 'evil.example:99999999', '', undefined]) {
      expect(publicOriginOf(undefined)({ protocol: 'http', host })).toBe('http://localhost');
    }
  });

  it('does not take a scheme other than http or https', () => {
    expect(publicOriginOf(undefined)({ protocol: 'javascript', host: 'localhost' })).toBe('http://localhost');
  });
});
