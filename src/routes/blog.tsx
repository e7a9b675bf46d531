// /blog and /fr/blog: the CMS page "/blog" (its hero, its SEO fields), then featured articles and
// the list with its category filter, sort and pages, all in the URL query so any list is a link.
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { data } from 'react-router';
import type { PostListItem } from '#schemas/blog';
import { BLOG_SORTS, blogQueryString, listPosts, parseBlogQuery, type BlogQuery } from '../blog/listing';
import { contentService } from '../cms/content.server';
import { PostCard, type PostCardPost } from '#kit/ui/PostCard';
import { messages } from '#kit/i18n/messages';
import { sitePath } from '#schemas/paths';
import { headMeta } from '../seo/head';
import { cmsPageHeaders, fromCms, loadCmsPage, notFound } from '../pages/page-loader.server';
import { momentOf } from '../pages/judged-at.server';
import { CmsPage } from '../components/CmsPage';
import { PageForms } from '../components/PageForms';
import { pageFormAction, pageForms } from '../forms/page-action.server';
import { Styles } from '#kit/styles';
import styles from './blog.module.css';
import type { Route } from './+types/blog';

const FEATURED_COUNT = 3;
/** The list's heading: filters, sorts and pages open the new list there. */
const LIST_ID = 'articles';

const card = ({ id, href, title, excerpt, published_at, cover, cover_alt, category }: PostListItem): PostCardPost & { id: number } => ({
  id,
  href,
  title,
  excerpt,
  published_at,
  cover,
  cover_alt,
  category,
});

export async function loader(args: Route.LoaderArgs) {
  const judgedAt = momentOf(args.context);
  const page = await loadCmsPage(args, { slug: '/blog', judgedAt });
  const { locale } = page;
  const [posts, categories] = await fromCms(args.url, () => Promise.all([contentService().posts(locale, judgedAt), contentService().categories(locale)]));
  const query = parseBlogQuery(
    args.url.searchParams,
    categories.map((c) => c.slug),
  );
  if (!query) throw await notFound(judgedAt);
  const listing = listPosts(posts, query);
  if (!listing) throw await notFound(judgedAt);

  const isDefault = query.category === null && query.page === 1 && query.sort === 'newest';
  const category = categories.find((c) => c.slug === query.category) ?? null;
  const t = messages[locale];
  const qualifiers = [category?.name, query.page > 1 ? t['blog.pageTitle'].replace('{page}', String(query.page)) : null].filter(Boolean).join(' · ');
  const head = {
    ...page.head,
    title: qualifiers ? `${qualifiers} · ${page.head.title}` : page.head.title,
    canonical: `${page.head.canonical}${blogQueryString({ ...query, sort: 'newest' })}`,
    // A sorted copy of a list is not a page of its own; translations exist for the whole blog only.
    noindex: page.head.noindex || query.sort !== 'newest',
    alternates: isDefault ? page.head.alternates : [],
  };
  // After the newsletter's plain post/redirect/get: its thanks, for this visitor only.
  const forms = pageForms(args.url);
  return data(
    {
      ...page,
      forms: forms.forms,
      head,
      query,
      categories: categories.map(({ name, slug }) => ({ name, slug })),
      featured: isDefault
        ? posts
            .filter((p) => p.featured)
            .slice(0, FEATURED_COUNT)
            .map(card)
        : [],
      listing: { ...listing, items: listing.items.map(card) },
    },
    { headers: forms.headers ?? (await cmsPageHeaders(page, judgedAt)) },
  );
}

/** The newsletter block posted without JavaScript (src/forms/page-action.server.ts). */
export async function action(args: Route.ActionArgs) {
  return pageFormAction(args);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders, errorHeaders }) =>
  errorHeaders ?? (actionHeaders.has('cache-control') ? actionHeaders : loaderHeaders);

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? headMeta(loaderData.head) : []);

function Filters({ query, categories, action }: { query: BlogQuery; categories: { name: string; slug: string }[]; action: string }) {
  const intl = useIntl();
  const categoryId = useId();
  const sortId = useId();
  return (
    // A plain GET form: without JavaScript, "Apply" loads the list; with it (src/browser/main.ts), a
    // change applies at once. Either way the new list opens at its heading, not at the top.
    <form method="get" action={`${action}#${LIST_ID}`} className={styles.filters} aria-label={intl.formatMessage({ id: 'blog.filters' })} data-autosubmit="">
      <div className={styles.field}>
        <label htmlFor={categoryId}>
          <FormattedMessage id="blog.category" />
        </label>
        <select id={categoryId} name="category" defaultValue={query.category ?? ''} key={`c-${query.category ?? ''}`}>
          <option value="">{intl.formatMessage({ id: 'blog.allCategories' })}</option>
          {categories.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={sortId}>
          <FormattedMessage id="blog.sort" />
        </label>
        <select id={sortId} name="sort" defaultValue={query.sort} key={`s-${query.sort}`}>
          {BLOG_SORTS.map((s) => (
            <option key={s} value={s}>
              {intl.formatMessage({ id: `blog.sort.${s}` })}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={styles.apply}>
        <FormattedMessage id="blog.apply" />
      </button>
    </form>
  );
}

function Pagination({ query, pageCount, base }: { query: BlogQuery; pageCount: number; base: string }) {
  const intl = useIntl();
  if (pageCount < 2) return null;
  const href = (page: number) => `${base}${blogQueryString({ ...query, page })}#${LIST_ID}`;
  return (
    <nav className={styles.pagination} aria-label={intl.formatMessage({ id: 'blog.pagination' })}>
      <ul>
        {query.page > 1 && (
          <li>
            <a href={href(query.page - 1)} rel="prev">
              <FormattedMessage id="blog.previous" />
            </a>
          </li>
        )}
        {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <a href={href(n)} aria-current={n === query.page ? 'page' : undefined} aria-label={intl.formatMessage({ id: 'blog.pageLink' }, { page: n })}>
              {n}
            </a>
          </li>
        ))}
        {query.page < pageCount && (
          <li>
            <a href={href(query.page + 1)} rel="next">
              <FormattedMessage id="blog.next" />
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}

export default function Blog({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, view, query, categories, featured, listing } = loaderData;
  const featuredId = useId();
  const base = sitePath(locale, '/blog');
  return (
    // The CMS page's first block (its header) tops the list; the rest (the newsletter, a call to
    // action) follow the articles, so readers meet the articles first.
    <PageForms states={actionData?.forms ?? loaderData.forms} notice={actionData?.notice}>
      <CmsPage view={view} childrenAfter={1}>
        <Styles of="routes" />
        <div className={styles.blog} data-blog-list="">
          {featured.length > 0 && (
            <section aria-labelledby={featuredId} className={styles.section}>
              <h2 id={featuredId} className={styles.heading}>
                <FormattedMessage id="blog.featured" />
              </h2>
              <ul className={styles.grid}>
                {featured.map((post) => (
                  <li key={post.id}>
                    <PostCard post={post} />
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section aria-labelledby={LIST_ID} className={styles.section}>
            <h2 id={LIST_ID} className={styles.heading}>
              <FormattedMessage id="blog.all" />
            </h2>
            <Filters query={query} categories={categories} action={base} />
            <p className={styles.count} role="status">
              <FormattedMessage id="blog.count" values={{ count: listing.total }} />
            </p>
            {listing.items.length > 0 ? (
              <ul className={styles.grid} data-blog-results="">
                {listing.items.map((post) => (
                  <li key={post.id}>
                    <PostCard post={post} />
                  </li>
                ))}
              </ul>
            ) : (
              <p>
                <FormattedMessage id="blog.empty" />
              </p>
            )}
            <Pagination query={query} pageCount={listing.pageCount} base={base} />
          </section>
        </div>
      </CmsPage>
    </PageForms>
  );
}
