// The redirect rules (issue 39): the site's own paths come from its route table, and what a redirect
// may lead to. The attacks themselves, through Directus and the site: tests/security/redirects.test.ts.
import { describe, expect, it } from 'vitest';
import routes from '../src/routes';
import { LEAD_PATHS } from '../src/forms/lead-links';
import { SITE_PATHS } from './paths';
import { comparablePath, isProtectedPath, PROTECTED_PATHS, redirectHosts, redirectProblem, redirectRefusal } from './redirect-rules';

/** The routes whose pages are CMS content (pages, the blog): a marketer may redirect those. */
const CMS_ROUTES = new Set(['routes/page.tsx', 'routes/blog.tsx', 'routes/post.tsx']);

/** A path the route serves: its parameters filled in. */
const example = (path: string | undefined) => `/${(path ?? '').replace(/:\w+/g, 'x')}`;

const own = routes.filter((r) => !CMS_ROUTES.has(r.file));

describe('the site’s own paths', () => {
  it('are every path routes.ts serves itself, in both languages, and nothing else', () => {
    expect(own.length).toBeGreaterThan(30);
    for (const r of own) expect(isProtectedPath(example(r.path)), r.id ?? r.file).toBe(true);
    // Every entry serves something of the table: no stale or invented entry.
    for (const p of PROTECTED_PATHS)
      expect(
        own.some((r) => example(r.path) === p || example(r.path).startsWith(`${p}/`)),
        p,
      ).toBe(true);
  });

  it('include every address of the account and of the links sent by e-mail, and leave the CMS’s pages to marketers', () => {
    const tables: Record<string, string>[] = [];
    for (const [name, paths] of Object.entries(SITE_PATHS)) if (name !== 'blog' && name !== 'post') tables.push(paths);
    for (const [name, paths] of Object.entries(LEAD_PATHS)) if (name !== 'demo') tables.push(paths);
    for (const table of tables) for (const path of Object.values(table)) expect(isProtectedPath(example(path.slice(1))), path).toBe(true);
    for (const path of ['/', '/fr', '/demo', '/fr/demo', '/blog', '/fr/blog/an-article', '/stride', '/media-kit', '/accounts', '/api-docs', '/newsletter'])
      expect(isProtectedPath(path), path).toBe(false);
  });

  it('are recognised however a visitor’s address spells them', () => {
    for (const path of [
      '/Account',
      '/ACCOUNT/',
      '/account//data',
      '/%61ccount',
      '/%2561ccount',
      '/en/account',
      '/fr/compte/demos/ABC',
      '/api/forms/demo',
      '/my-data/confirm/t',
    ])
      expect(isProtectedPath(path), path).toBe(true);
    expect(comparablePath('/EN/Stride/')).toBe('/stride');
  });
});

describe('a redirect’s target', () => {
  const hosts = redirectHosts(['partner.example', 'HTTPS://Shop.Example/path', 'not a host', 42]);

  it('off the site names a host an admin allowed', () => {
    expect(hosts).toEqual(['partner.example', 'shop.example']);
    expect(redirectHosts('partner.example, shop.example\nthird.example')).toEqual(['partner.example', 'shop.example', 'third.example']);
    expect(redirectHosts('["partner.example"]')).toEqual(['partner.example']);
    expect(redirectHosts(null)).toEqual([]);
    expect(redirectProblem({ from: '/promo', to: 'https://partner.example/offer' }, hosts)).toBeNull();
    expect(redirectProblem({ from: '/promo', to: 'https://PARTNER.example./offer' }, hosts)).toBeNull();
    expect(redirectProblem({ from: '/promo', to: 'https://evil.example/login' }, hosts)).toMatchObject({ code: 'host-not-allowed', host: 'evil.example' });
    expect(redirectProblem({ from: '/promo', to: 'https://partner.example@evil.example/' }, hosts)).toMatchObject({ code: 'bad-target' });
    expect(redirectProblem({ from: '/promo', to: 'https://partner.example.evil.example/' }, hosts)).toMatchObject({ code: 'host-not-allowed' });
    expect(redirectProblem({ from: '/promo', to: 'https://partner.example/' }, [])).toMatchObject({ code: 'host-not-allowed' });
  });

  it('on the site is a path that no browser reads as another site', () => {
    expect(redirectProblem({ from: '/promo', to: '/stride?utm_source=x' }, [])).toBeNull();
    for (const to of ['//evil.example/login', '/\\evil.example', '/\t/evil.example', 'javascript:alert(1)', 'evil.example', ''])
      expect(redirectProblem({ from: '/promo', to }, hosts), to).toMatchObject({ code: 'bad-target' });
  });

  it('comes from a path of the site that is not its own', () => {
    expect(redirectProblem({ from: '/account', to: '/stride' }, hosts)).toMatchObject({ code: 'protected-source' });
    expect(redirectProblem({ from: '//evil.example', to: '/stride' }, hosts)).toMatchObject({ code: 'bad-source' });
    expect(redirectProblem({ from: 'promo', to: '/stride' }, hosts)).toMatchObject({ code: 'bad-source' });
  });

  it('is refused in the marketer’s language', () => {
    const problem = redirectProblem({ from: '/promo', to: 'https://evil.example/login' }, []);
    if (!problem) throw new Error('refused');
    expect(redirectRefusal(problem, false)).toMatch(/^A redirect may leave the site only for a host an admin allowed/);
    expect(redirectRefusal(problem, true)).toMatch(/^Une redirection ne peut quitter le site que vers un domaine autorisé/);
    expect(redirectRefusal({ code: 'protected-source', from: '/account' }, true)).toContain('ne peut pas être redirigée');
  });
});
