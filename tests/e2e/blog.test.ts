// The blog as readers use it, in English and French: featured articles, the category filter and
// the sort (kept in the URL, with and without JavaScript), link pagination, an article with its
// reading time and date, the way back, and the language switch on translated slugs.
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { seedPosts } from '../../directus/seed/posts';
import { stack } from '../support/admin';
import { axeViolations, visitors, watchErrors } from '../support/browser';

const site = () => stack().siteUrl;
const visitor = visitors(site);

const titles = (page: Page) => page.locator('[data-blog-results] h3').allTextContents();
const seeded = (locale: 'en' | 'fr') => seedPosts.filter((p) => p.locale === locale).sort((a, b) => Date.parse(b.published_at) - Date.parse(a.published_at));

describe('blog list', () => {
  it('shows featured articles, then every article newest first, six to a page', async () => {
    const page = await visitor.open('/blog');
    const errors = watchErrors(page);
    const featured = page.getByRole('region', { name: 'Featured articles' });
    expect(await featured.getByRole('heading', { level: 3 }).allTextContents()).toEqual(
      seeded('en')
        .filter((p) => p.featured)
        .map((p) => p.title),
    );
    expect(await titles(page)).toEqual(
      seeded('en')
        .slice(0, 6)
        .map((p) => p.title),
    );
    expect(await page.getByRole('status').filter({ hasText: 'articles' }).textContent()).toBe('7 articles');
    const pages = page.getByRole('navigation', { name: 'Pages of articles' });
    await pages.getByRole('link', { name: 'Next page' }).click();
    await page.waitForURL(`${site()}/blog?page=2#articles`);
    await page.getByRole('link', { name: 'Go to page 2' }).and(page.locator('[aria-current="page"]')).waitFor();
    expect(await titles(page)).toEqual([seeded('en')[6]?.title]);
    expect(await page.getByRole('region', { name: 'Featured articles' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('filters by category and sorts oldest first, in the address, and the address alone gives the same list', async () => {
    const page = await visitor.open('/blog');
    await page.getByLabel('Category').selectOption({ label: 'Rebates' });
    await page.waitForURL(`${site()}/blog?category=rebates&sort=newest#articles`);
    const rebates = seeded('en').filter((p) => p.category === 'rebates');
    await page.getByText(`${rebates.length} articles`).waitFor();
    expect(await titles(page)).toEqual(rebates.map((p) => p.title));

    await page.getByLabel('Sort by').selectOption({ label: 'Oldest first' });
    await page.waitForURL(`${site()}/blog?category=rebates&sort=oldest#articles`);
    await page.waitForFunction((first) => document.querySelector('[data-blog-results] h3')?.textContent === first, rebates.at(-1)?.title);
    expect(await titles(page)).toEqual([...rebates].reverse().map((p) => p.title));
    expect(await axeViolations(page)).toEqual([]);

    // Shared or crawled, the same address renders the same list on the server.
    const res = await fetch(`${site()}/blog?category=rebates&sort=oldest`);
    const html = await res.text();
    expect(html.indexOf(rebates.at(-1)?.title ?? '?')).toBeLessThan(html.indexOf(rebates[0]?.title ?? '?'));
  });

  it('works without JavaScript: the filter form applies with its button', async () => {
    const page = await visitor.open('/blog', { javaScriptEnabled: false });
    await page.getByLabel('Category').selectOption({ label: 'Heat pumps' });
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(`${site()}/blog?category=heat-pumps&sort=newest#articles`);
    expect(await titles(page)).toEqual(
      seeded('en')
        .filter((p) => p.category === 'heat-pumps')
        .map((p) => p.title),
    );
  });

  it('does the same in French, with French categories', async () => {
    const page = await visitor.open('/fr/blog');
    expect(await page.getByRole('region', { name: 'Articles en vedette' }).count()).toBe(1);
    await page.getByLabel('Catégorie').selectOption({ label: 'Thermopompes' });
    await page.waitForURL(`${site()}/fr/blog?category=thermopompes&sort=newest#articles`);
    await page.getByLabel('Trier par').selectOption({ label: 'Les plus anciens' });
    await page.waitForURL(`${site()}/fr/blog?category=thermopompes&sort=oldest#articles`);
    const expected = seeded('fr')
      .filter((p) => p.category === 'heat-pumps')
      .reverse()
      .map((p) => p.title);
    await page.waitForFunction((first) => document.querySelector('[data-blog-results] h3')?.textContent === first, expected[0]);
    expect(await titles(page)).toEqual(expected);
    expect(await page.getByText(`${expected.length} articles`).count()).toBe(1);
  });
});

describe('blog article', () => {
  it('shows the article, its reading time and date in English, and goes back to the blog', async () => {
    const post = seeded('en').find((p) => p.translation_key === 'heat-pump-rebates');
    const page = await visitor.open('/blog');
    await page.getByRole('link', { name: post?.title }).first().click();
    await page.waitForURL(`${site()}/blog/${post?.slug}`);
    await page.getByRole('heading', { level: 1, name: post?.title }).waitFor();
    expect(await page.getByText('1 min read').count()).toBe(1);
    expect(await page.locator('article time').textContent()).toBe('October 2, 2026');
    expect(await page.getByRole('heading', { level: 2, name: 'Two levels of programs' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Back to the blog' }).click();
    await page.waitForURL(`${site()}/blog`);
  });

  it('switches language to the translated article, whose slug is French, and back', async () => {
    const en = seeded('en').find((p) => p.translation_key === 'f280-report');
    const fr = seeded('fr').find((p) => p.translation_key === 'f280-report');
    const page = await visitor.open(`/blog/${en?.slug}`);
    await page.getByRole('button', { name: /^EN/ }).click();
    await page.getByRole('link', { name: 'Français' }).click();
    await page.waitForURL(`${site()}/fr/blog/${fr?.slug}`);
    await page.getByRole('heading', { level: 1, name: fr?.title }).waitFor();
    expect(await page.getByText('1 min de lecture').count()).toBe(1);
    expect(await page.locator('article time').textContent()).toBe('18 septembre 2026');
    expect(await page.getByRole('link', { name: 'Retour au blogue' }).getAttribute('href')).toBe('/fr/blog');
    await page.getByRole('button', { name: /^FR/ }).click();
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${site()}/blog/${en?.slug}`);
  });

  it('switches the upgrade game page to its French slug', async () => {
    const page = await visitor.open('/upgrade-game');
    await page.getByRole('button', { name: /^EN/ }).click();
    await page.getByRole('link', { name: 'Français' }).click();
    await page.waitForURL(`${site()}/fr/jeu-renovation`);
    await page.getByRole('heading', { level: 1, name: 'Le jeu des rénovations' }).waitFor();
  });

  it('answers 404 for unknown articles and for paths deeper than one segment', async () => {
    for (const path of ['/blog/no-such-article', '/blog/a/b', '/fr/blog/x/y', '/blog?category=no-such-category', '/blog?page=99']) {
      expect((await fetch(`${site()}${path}`)).status, path).toBe(404);
    }
  });
});
