// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { baseSecurityHeaders, contentSecurityPolicy, CSP_NONCE, fillPlaceholders, newNonce } from './headers';

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

  it('put a fresh nonce everywhere the page asks for one, and leave other pages as they are', () => {
    const page = Buffer.from(`<script nonce="${CSP_NONCE}">a()</script><link nonce="${CSP_NONCE}">é`);
    const [one, two] = [newNonce(), newNonce()];
    expect(one).not.toBe(two);
    expect(one).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(fillPlaceholders(page, { [CSP_NONCE]: () => one }).toString()).toBe(`<script nonce="${one}">a()</script><link nonce="${one}">é`);
    const plain = Buffer.from('{"ok":true}');
    let made = 0;
    expect(fillPlaceholders(plain, { [CSP_NONCE]: () => String(made++) })).toBe(plain);
    expect(made).toBe(0);
  });
});
