import { describe, expect, it } from 'vitest';
import { blogQueryString, listPosts, parseBlogQuery, readingMinutes, wordCount } from './listing';

const post = (id: number, date: string, category: string | null) => ({ id, published_at: date, category: category ? { slug: category } : null });
const posts = [post(1, '2026-01-01T00:00:00Z', 'rebates'), post(2, '2026-03-01T00:00:00Z', 'heat-pumps'), post(3, '2026-02-01T00:00:00Z', 'rebates')];
const q = (s: string) => parseBlogQuery(new URLSearchParams(s), ['rebates', 'heat-pumps']);

describe('blog list', () => {
  it('reads category, sort and page from the query, with defaults', () => {
    expect(q('')).toEqual({ category: null, sort: 'newest', page: 1 });
    expect(q('category=rebates&sort=oldest&page=2')).toEqual({ category: 'rebates', sort: 'oldest', page: 2 });
  });

  it('refuses addresses that name nothing: unknown category, unknown sort, bad page numbers', () => {
    for (const bad of ['category=nope', 'sort=random', 'page=0', 'page=-1', 'page=1.5', 'page=abc']) expect(q(bad), bad).toBeNull();
  });

  it('writes one address per list, leaving defaults out', () => {
    expect(blogQueryString({ category: null, sort: 'newest', page: 1 })).toBe('');
    expect(blogQueryString({ category: 'rebates', sort: 'oldest', page: 2 })).toBe('?category=rebates&sort=oldest&page=2');
  });

  it('filters by category and sorts newest or oldest first', () => {
    expect(listPosts(posts, { category: null, sort: 'newest', page: 1 })?.items.map((p) => p.id)).toEqual([2, 3, 1]);
    expect(listPosts(posts, { category: null, sort: 'oldest', page: 1 })?.items.map((p) => p.id)).toEqual([1, 3, 2]);
    expect(listPosts(posts, { category: 'rebates', sort: 'newest', page: 1 })?.items.map((p) => p.id)).toEqual([3, 1]);
  });

  it('pages the list, and has no page past the end', () => {
    const page2 = listPosts(posts, { category: null, sort: 'newest', page: 2 }, 2);
    expect(page2).toEqual({ items: [posts[0]], page: 2, pageCount: 2, total: 3 });
    expect(listPosts(posts, { category: null, sort: 'newest', page: 3 }, 2)).toBeNull();
    expect(listPosts([], { category: null, sort: 'newest', page: 1 })?.pageCount).toBe(1);
  });

  it('counts reading time at 200 words a minute, at least one', () => {
    expect(readingMinutes(wordCount('<p>short</p>'))).toBe(1);
    expect(wordCount('<h2>Two words</h2><p>and<strong>three</strong> more</p>')).toBe(5);
    expect(readingMinutes(wordCount(`<p>${'word '.repeat(1000)}</p>`))).toBe(5);
  });
});
