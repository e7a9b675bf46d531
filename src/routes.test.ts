// The site's table of paths (schemas/paths.ts) and the routes React Router serves (src/routes.ts) say
// the same thing: each of the table's pages is a route in both languages, and every link the site
// builds to one of them (the mailed links, the account's redirects, the language switch) reaches it.
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '#schemas/locale';
import { alternatesOf, localeFromPathname, pathTo, SITE_PATHS, type SitePage } from '#schemas/paths';
import { signInProps } from './account/sign-in-props';
import { ACCOUNT_PATHS } from './auth/paths';
import { LEAD_PATHS, leadUrl, type LeadPage } from './forms/lead-links';
import routes from './routes';

const served: RouteObject[] = routes.map((r) => (r.index ? { id: r.id, index: true } : { id: r.id ?? r.file, path: r.path }));
/** The id of the route React Router serves `path` with ('page': the CMS's catch-all; null: none). */
const routeOf = (path: string) => matchRoutes(served, path)?.at(-1)?.route.id ?? null;

const PAGES = Object.keys(SITE_PATHS) as SitePage[];
/** A value for every parameter the table's paths take. */
const PARAMS = { token: 'q3Jx8vZ0mN4bT7wE1yR5uK2hG9fD6sA0cL3pV8nB4eM', reference: 'D-7KQ2', slug: 'an-article' };

describe('the table of paths', () => {
  it.each(PAGES)('%s is a route in English and in French, with the French path under /fr', (page) => {
    for (const locale of LOCALES) {
      const path = pathTo(page, locale, PARAMS);
      expect(routeOf(path), path).toBe(`${page}-${locale}`);
      expect(localeFromPathname(path)).toBe(locale);
    }
  });

  it('holds every route routes.ts serves in the two languages', () => {
    const twins = routes.flatMap((r) => (r.id?.match(/^(.+)-(en|fr)$/) ? [r.id.replace(/-(en|fr)$/, '')] : []));
    expect(new Set(twins)).toEqual(new Set(PAGES));
    expect(twins).toHaveLength(PAGES.length * 2);
  });

  it('gives each page its address in the other language', () => {
    for (const page of PAGES)
      for (const { locale, path } of alternatesOf(page, PARAMS)) {
        expect(routeOf(path), path).toBe(`${page}-${locale}`);
        expect(path).toBe(pathTo(page, locale, PARAMS));
      }
    expect(alternatesOf('manage', { token: 'abc' })).toEqual([
      { locale: 'en', path: '/demo/manage/abc' },
      { locale: 'fr', path: '/fr/demo/gerer/abc' },
    ]);
  });

  it('fills a parameter in as one path segment', () => {
    expect(pathTo('account-demo', 'fr', { reference: 'D-7KQ2' })).toBe('/fr/compte/demos/D-7KQ2');
    expect(pathTo('my-data-file', 'fr', { token: 'abc' })).toBe('/fr/mes-donnees/confirmer/abc/donnees.json');
    expect(pathTo('manage', 'en', { token: 'a/b?c' })).toBe('/demo/manage/a%2Fb%3Fc');
  });
});

describe('the links the site builds', () => {
  /** Where each mailed link leads: a page of the table, or the CMS's demo page. */
  const LEADS: Record<LeadPage, string> = {
    manage: 'manage',
    confirm: 'newsletter-confirm',
    unsubscribe: 'newsletter-unsubscribe',
    demo: 'page',
    account: 'account',
    myData: 'my-data',
    myDataConfirm: 'my-data-confirm',
  };
  const TOKEN_PAGES = new Set<LeadPage>(['manage', 'confirm', 'unsubscribe', 'myDataConfirm']);

  it.each(Object.keys(LEAD_PATHS) as LeadPage[])('the e-mails’ %s link reaches its route in each language', (page) => {
    for (const locale of LOCALES) {
      const url = new URL(leadUrl('https://site.example', page, locale, TOKEN_PAGES.has(page) ? PARAMS.token : undefined));
      expect(url.origin).toBe('https://site.example');
      const route = LEADS[page] === 'page' ? 'page' : `${LEADS[page]}-${locale}`;
      expect(routeOf(url.pathname), url.pathname).toBe(route);
      expect(localeFromPathname(url.pathname)).toBe(locale);
    }
  });

  it('sends a signed-out visitor to the account page of their language, as the sign-in island does', () => {
    for (const locale of LOCALES) expect(routeOf(ACCOUNT_PATHS[locale])).toBe(`account-${locale}`);
    expect(routeOf(signInProps({}).path)).toBe('account-en');
  });
});
