// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { baseSecurityHeaders, contentSecurityPolicy, newNonce } from './headers';

describe('security headers', () => {
  it('let only scripts with the response’s nonce run, and what they load', () => {
    const policy = contentSecurityPolicy('abc123==', ['http://127.0.0.1:8055']);
    expect(policy).toContain("script-src 'nonce-abc123==' 'strict-dynamic'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("frame-ancestors 'self' http://127.0.0.1:8055");
  });

  it('send HSTS only over HTTPS', () => {
    expect(baseSecurityHeaders(false).map(([n]) => n)).not.toContain('Strict-Transport-Security');
    expect(Object.fromEntries(baseSecurityHeaders(true))['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('make a fresh nonce for each response', () => {
    const nonces = Array.from({ length: 600 }, newNonce);
    expect(new Set(nonces).size).toBe(600);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
