import { describe, expect, it } from 'vitest';
import { englishPrefixRedirect, parseSitePath, sameSitePath, sitePath } from './paths';

describe('site paths', () => {
  it('reads the locale from the prefix: English has none, French is /fr', () => {
    expect(parseSitePath('/')).toEqual({ locale: 'en', slug: '/' });
    expect(parseSitePath('/stride/')).toEqual({ locale: 'en', slug: '/stride' });
    expect(parseSitePath('/fr')).toEqual({ locale: 'fr', slug: '/' });
    expect(parseSitePath('/fr/ads/heatPumpLong')).toEqual({ locale: 'fr', slug: '/ads/heatPumpLong' });
    expect(parseSitePath('/french')).toEqual({ locale: 'en', slug: '/french' });
  });

  it('builds paths back', () => {
    expect(sitePath('en', '/')).toBe('/');
    expect(sitePath('fr', '/')).toBe('/fr');
    expect(sitePath('fr', '/demo')).toBe('/fr/demo');
  });

  it('redirects /en paths to the unprefixed ones', () => {
    expect(englishPrefixRedirect('/en')).toBe('/');
    expect(englishPrefixRedirect('/en/stride')).toBe('/stride');
    expect(englishPrefixRedirect('/energy')).toBeNull();
  });

  // Issue 39: `/en//evil.example/login` answered `301 Location: //evil.example/login`.
  const hostile = [
    '/en//evil.example/login',
    '/en///evil.example',
    '/en/\\evil.example',
    '/en/\\\\evil.example',
    '/en//\\evil.example',
    '/en/\\/evil.example',
    '/en/%2F%2Fevil.example',
    '/en/%2f%5cevil.example',
    '/en/%5C%5Cevil.example',
    '/en/\t/evil.example',
    '/en//\t/evil.example',
    '/en/\n/evil.example',
    '/en/\r\n/\\evil.example',
    '/en/\u0000/evil.example',
    '/en/ /evil.example',
  ];

  it.each(hostile)('never turns %j into a target off the site', (path) => {
    const target = englishPrefixRedirect(path);
    expect(target).not.toBeNull();
    // What a browser would do with it: drop tabs and newlines, read backslashes as slashes, resolve.
    expect(new URL(target!, 'https://site.example/somewhere').origin).toBe('https://site.example');
    expect(target).toMatch(/^\/(?![\\/])/);
    expect(target).not.toMatch(/^\/(%2f|%5c)/i);
    expect([...target!].every((c) => c.charCodeAt(0) > 0x1f)).toBe(true);
  });

  it('collapses repeated slashes and backslashes anywhere, and keeps ordinary paths as they were', () => {
    expect(englishPrefixRedirect('/en//evil.example/login')).toBe('/evil.example/login');
    expect(englishPrefixRedirect('/en/a//b\\\\c')).toBe('/a/b/c');
    expect(englishPrefixRedirect('/en/stride/heat-pumps')).toBe('/stride/heat-pumps');
    expect(englishPrefixRedirect('/en/a%2Fb')).toBe('/a%2Fb');
    expect(sameSitePath('')).toBe('/');
    expect(sameSitePath('evil.example')).toBe('/evil.example');
    expect(sameSitePath('\\\\evil.example')).toBe('/evil.example');
  });

  it('keeps a French path with doubled slashes on the site too', () => {
    expect(englishPrefixRedirect('/fr//x')).toBeNull();
    expect(sameSitePath('/fr//x')).toBe('/fr/x');
  });
});
