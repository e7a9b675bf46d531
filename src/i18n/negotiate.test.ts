import { describe, expect, it } from 'vitest';
import { acceptLanguageLocale, cookieLocale, homeRedirect } from './negotiate';

const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const h = (headers: Record<string, string>) => new Headers({ 'user-agent': browser, ...headers });

describe('first-visit locale', () => {
  it('reads the saved cookie', () => {
    expect(cookieLocale('a=1; locale=fr; b=2')).toBe('fr');
    expect(cookieLocale('locale=de')).toBeNull();
    expect(cookieLocale(null)).toBeNull();
  });

  it('ranks the browser’s languages by quality', () => {
    expect(acceptLanguageLocale('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(acceptLanguageLocale('de-DE,en;q=0.5,fr;q=0.7')).toBe('fr');
    expect(acceptLanguageLocale('de-DE,es')).toBeNull();
    expect(acceptLanguageLocale('fr;q=0,en')).toBe('en');
  });

  it('sends French browsers to /fr, the cookie first, crawlers and returning visitors nowhere', () => {
    expect(homeRedirect(h({ 'accept-language': 'fr-CA' }), 'site.test')).toBe('/fr');
    expect(homeRedirect(h({ 'accept-language': 'fr-CA', cookie: 'locale=en' }), 'site.test')).toBeNull();
    expect(homeRedirect(h({ 'accept-language': 'en', cookie: 'locale=fr' }), 'site.test')).toBe('/fr');
    expect(homeRedirect(h({ 'accept-language': 'fr-CA', referer: 'http://site.test/fr' }), 'site.test')).toBeNull();
    expect(homeRedirect(h({ 'accept-language': 'fr-CA', referer: 'https://search.example/' }), 'site.test')).toBe('/fr');
    expect(homeRedirect(new Headers({ 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)', 'accept-language': 'fr' }), 'site.test')).toBeNull();
  });
});
