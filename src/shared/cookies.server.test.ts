import { describe, expect, it } from 'vitest';
import { cookieValue } from './cookies.server';

describe('the server’s cookies', () => {
  it('reads one cookie from a Cookie header as sent, the first of a name winning', () => {
    const header = 'locale=fr; consent=2026%2E11.10.1700000000; __session=a.b=c; locale=en';
    expect(cookieValue(header, 'locale')).toBe('fr');
    expect(cookieValue(header, 'consent')).toBe('2026%2E11.10.1700000000');
    expect(cookieValue(header, '__session')).toBe('a.b=c');
    expect(cookieValue(header, 'variants')).toBeNull();
    expect(cookieValue(null, 'locale')).toBeNull();
  });
});
