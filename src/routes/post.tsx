// /blog/{slug} and /fr/blog/{slug}: one article (a single path segment; deeper paths never reach
// this route), its reading time, its date in the reader's language, BlogPosting JSON-LD, and the
// way back to the blog.
import { FormattedMessage } from 'react-intl';
import { data } from 'react-router';
import { HTML_LANG } from '#schemas/locale';
import { postSlugSchema } from '#schemas/post';
import { readingMinutes, wordCount } from '../blog/listing';
import { contentService } from '../cms/content.server';
import { CmsImage } from '#kit/ui/CmsImage';
import { PostDate } from '#kit/ui/PostCard';
import { SmartLink } from '#kit/ui/SmartLink';
import { verifyPreviewToken } from '../cms/preview.server';
import { serverConfig } from '../config.server';
import { parseSitePath, sitePath } from '#schemas/paths';
import { absoluteAlternates, headMeta, shareImage, type Head } from '../seo/head';
import { blogPostingJsonLd } from '../seo/structured-data';
import { fromCms, notFound, siteTitle, visitorCacheControl } from '../pages/page-loader.server';
import { momentOf } from '../pages/judged-at.server';
import prose from '#kit/ui/Prose.module.css';
import { Styles } from '#kit/styles';
import styles from './post.module.css';
import type { Route } from './+types/post';

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { locale } = parseSitePath(url.pathname);
  // The request's one moment for what is live and for how long it may be cached.
  const judgedAt = momentOf(context);
  const slug = postSlugSchema.safeParse(params.slug);
  if (!slug.success) throw await notFound(judgedAt);
  const preview = verifyPreviewToken(serverConfig().previewSecret, url.searchParams.get('preview'));
  const service = contentService();
  const [found, settings] = await fromCms(url, () =>
    Promise.all([preview ? service.draftPost(locale, slug.data) : service.post(locale, slug.data, judgedAt), service.settings(locale)]),
  );
  if (!found) throw await notFound(judgedAt);
  const { post, alternates } = found;
  const { siteUrl, production } = serverConfig();
  const canonical = `${siteUrl}${post.href}`;
  const image = post.cover ? shareImage(siteUrl, post.cover, post.cover_alt) : null;
  const words = wordCount(post.body);
  const head: Head = {
    locale,
    title: siteTitle(post.title, settings, false),
    description: post.excerpt,
    siteName: settings?.site_name ?? null,
    canonical,
    alternates: absoluteAlternates(siteUrl, alternates),
    noindex: preview || !production,
    type: 'article',
    image,
    jsonLd: [
      blogPostingJsonLd({
        url: canonical,
        title: post.title,
        description: post.excerpt,
        language: HTML_LANG[locale],
        published: post.published_at,
        modified: post.date_updated,
        image,
        section: post.category?.name ?? null,
        words,
        publisher: settings?.site_name ?? null,
        siteUrl,
      }),
    ],
  };
  return data(
    {
      locale,
      layout: 'default' as const,
      preview,
      alternates,
      head,
      post: {
        title: post.title,
        excerpt: post.excerpt,
        published_at: post.published_at,
        category: post.category,
        cover: post.cover,
        cover_alt: post.cover_alt,
        body: post.body,
        minutes: readingMinutes(words),
      },
    },
    { headers: { 'Cache-Control': preview ? 'private, no-store' : await visitorCacheControl(judgedAt) } },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? headMeta(loaderData.head) : []);

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { locale, post, preview } = loaderData;
  return (
    <main id="main" className={styles.main}>
      <Styles of="routes" />
      <Styles of="kit/ui/Prose" />
      {preview && (
        <p role="status" className="preview-notice">
          <FormattedMessage id="preview.notice" />
        </p>
      )}
      <article className={styles.article}>
        <p className={styles.back}>
          <SmartLink href={sitePath(locale, '/blog')}>
            <FormattedMessage id="post.back" />
          </SmartLink>
        </p>
        <header className={styles.header}>
          {post.category && <p className={styles.category}>{post.category.name}</p>}
          <h1 className={styles.title}>{post.title}</h1>
          {post.excerpt && <p className={styles.excerpt}>{post.excerpt}</p>}
          <p className={styles.meta}>
            <time dateTime={post.published_at}>
              <PostDate value={post.published_at} />
            </time>
            <span aria-hidden="true"> · </span>
            <FormattedMessage id="post.readingTime" values={{ minutes: post.minutes }} />
          </p>
        </header>
        {post.cover && <CmsImage image={post.cover} alt={post.cover_alt ?? ''} sizes="(min-width: 52rem) 48rem, 100vw" className={styles.cover} priority />}
        {/* Sanitised on the server by the post schema (schemas/blog.ts). */}
        <div className={`${prose.prose} ${styles.body}`} dangerouslySetInnerHTML={{ __html: post.body }} />
      </article>
    </main>
  );
}
