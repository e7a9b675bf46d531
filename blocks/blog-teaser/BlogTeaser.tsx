import { useId } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { CmsImage } from '../../src/components/CmsImage';
import { SectionHeader } from '../../src/components/SectionHeader';
import { SmartLink } from '../../src/components/SmartLink';
import { sitePath } from '../../src/i18n/paths';
import type { BlogTeaserBlock } from './schema';
import styles from './BlogTeaser.module.css';

/** A few articles from the blog, newest first, and the way to the rest. Nothing shows without articles. */
export function BlogTeaser({ eyebrow, heading, intro, posts }: BlogTeaserBlock) {
  const headingId = useId();
  const first = posts[0];
  if (!first) return null;
  return (
    <section data-block="blog-teaser" className={styles.section} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <SectionHeader id={headingId} eyebrow={eyebrow} heading={heading} intro={intro} />
        <ul className={styles.grid}>
          {posts.map((post) => (
            <li key={post.id}>
              <article className={styles.card}>
                {post.cover && <CmsImage image={post.cover} alt={post.cover_alt ?? ''} sizes="(min-width: 1024px) 22rem, 100vw" className={styles.cover} />}
                <div className={styles.body}>
                  {post.category && <p className={styles.category}>{post.category.name}</p>}
                  <h3 className={styles.title}>
                    <SmartLink href={post.href} className={styles.link}>
                      {post.title}
                    </SmartLink>
                  </h3>
                  <p className={styles.date}>
                    <time dateTime={post.published_at}>
                      <FormattedDate value={post.published_at} year="numeric" month="long" day="numeric" timeZone="America/Toronto" />
                    </time>
                  </p>
                  {post.excerpt && <p className={styles.excerpt}>{post.excerpt}</p>}
                </div>
              </article>
            </li>
          ))}
        </ul>
        <p className={styles.more}>
          <SmartLink href={sitePath(first.locale, '/blog')} className={styles.moreLink}>
            <FormattedMessage id="block.blogTeaser.all" />
          </SmartLink>
        </p>
      </div>
    </section>
  );
}
