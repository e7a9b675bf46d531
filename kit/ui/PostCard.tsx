import { useIntl } from 'react-intl';
import { formatDay } from '../i18n/dates';
import type { PostSummary } from '#schemas/post';
import { CmsImage } from './CmsImage';
import { SmartLink } from './SmartLink';
import styles from './PostCard.module.css';
import { Styles } from '#kit/styles';

export type PostCardPost = Pick<PostSummary, 'href' | 'title' | 'excerpt' | 'published_at' | 'cover' | 'cover_alt' | 'category'>;

/** A blog article as lists show it: the whole card is the link, the title names it. */
export function PostCard({ post, headingLevel = 3 }: { post: PostCardPost; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <Styles of="kit/ui/PostCard" />
      {post.cover && <CmsImage image={post.cover} alt={post.cover_alt ?? ''} sizes="(min-width: 1024px) 22rem, 100vw" className={styles.cover} />}
      <div className={styles.body}>
        {post.category && <p className={styles.category}>{post.category.name}</p>}
        <Heading className={styles.title}>
          <SmartLink href={post.href} className={styles.link}>
            {post.title}
          </SmartLink>
        </Heading>
        <p className={styles.date}>
          <time dateTime={post.published_at}>
            <PostDate value={post.published_at} />
          </time>
        </p>
        {post.excerpt && <p className={styles.excerpt}>{post.excerpt}</p>}
      </div>
    </article>
  );
}

/** Dates of articles in the firm's time zone, so the server and the browser agree on the day. */
export function PostDate({ value }: { value: string }) {
  return formatDay(useIntl(), value, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'America/Toronto' });
}
