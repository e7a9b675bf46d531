// The blog list's rules, shared by the route and its tests: what the URL query means, and which
// posts a page of the list shows. Everything is in the query (?category=&sort=&page=), so every
// filtered, sorted page is a plain link: shareable, server-rendered and crawlable.

export const BLOG_PAGE_SIZE = 6;
export const BLOG_SORTS = ['newest', 'oldest'] as const;
export type BlogSort = (typeof BLOG_SORTS)[number];

export type BlogQuery = { category: string | null; sort: BlogSort; page: number };

type Listable = { published_at: string; id: number; category: { slug: string } | null };

/**
 * The query, or null when it names something that does not exist (an unknown category, a page
 * number that is not one): such an address is a 404, not a copy of another list.
 */
export function parseBlogQuery(params: URLSearchParams, categorySlugs: readonly string[]): BlogQuery | null {
  const category = params.get('category') || null;
  if (category !== null && !categorySlugs.includes(category)) return null;
  const sortParam = params.get('sort') || 'newest';
  const sort = BLOG_SORTS.find((s) => s === sortParam);
  if (!sort) return null;
  const pageParam = params.get('page') ?? '1';
  if (!/^[1-9]\d{0,4}$/.test(pageParam)) return null;
  return { category, sort, page: Number(pageParam) };
}

/** The query string of a list address, without defaults (so each list has one address). */
export function blogQueryString(q: BlogQuery): string {
  const params = new URLSearchParams();
  if (q.category) params.set('category', q.category);
  if (q.sort !== 'newest') params.set('sort', q.sort);
  if (q.page > 1) params.set('page', String(q.page));
  const s = params.toString();
  return s ? `?${s}` : '';
}

export type BlogPage<P> = { items: P[]; page: number; pageCount: number; total: number };

/** One page of the list; null when the page number is past the end (a list of nothing is page 1). */
export function listPosts<P extends Listable>(posts: readonly P[], q: BlogQuery, pageSize = BLOG_PAGE_SIZE): BlogPage<P> | null {
  const filtered = posts.filter((p) => q.category === null || p.category?.slug === q.category);
  const sorted = [...filtered].sort((a, b) => {
    const byDate = Date.parse(a.published_at) - Date.parse(b.published_at) || a.id - b.id;
    return q.sort === 'oldest' ? byDate : -byDate;
  });
  const pageCount = Math.max(1, Math.ceil(sorted.length / pageSize));
  if (q.page > pageCount) return null;
  return { items: sorted.slice((q.page - 1) * pageSize, q.page * pageSize), page: q.page, pageCount, total: sorted.length };
}

/** The words of an article's HTML (its text, tags left out). */
export function wordCount(html: string): number {
  return html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
}

/** Reading time at 200 words a minute, at least one minute. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / 200));
}
