import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useEditable } from '#kit/cms/editable';
import { PostCard } from '#kit/ui/PostCard';
import { SectionHeader } from '#kit/ui/SectionHeader';
import { SmartLink } from '#kit/ui/SmartLink';
import { sitePath } from '#schemas/paths';
import type { BlogTeaserBlock } from './schema';
import styles from './BlogTeaser.module.css';

/** A few articles from the blog, newest first, and the way to the rest. Nothing shows without articles. */
export function BlogTeaser({ eyebrow, heading, intro, posts }: BlogTeaserBlock) {
  const headingId = useId();
  // The Visual Editor's marks (edit mode only; nothing for visitors).
  const edit = useEditable();
  const first = posts[0];
  if (!first) return null;
  return (
    <section data-block="blog-teaser" className={styles.section} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <SectionHeader id={headingId} eyebrow={eyebrow} heading={heading} intro={intro} />
        <ul className={styles.grid} {...edit(['mode', 'count'])}>
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} />
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
