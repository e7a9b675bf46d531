import { describe, expect, it } from 'vitest';
import { englishPrefixRedirect, parseSitePath, sitePath } from './paths';

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
});
