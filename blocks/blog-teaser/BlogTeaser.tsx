import { FormattedMessage } from 'react-intl';
import { useEditable } from '#kit/cms/editable';
import { BlockSection } from '#kit/ui/BlockSection';
import { PostCard } from '#kit/ui/PostCard';
import { SmartLink } from '#kit/ui/SmartLink';
import { sitePath } from '#schemas/paths';
import type { BlogTeaserBlock } from './schema';
import styles from './BlogTeaser.module.css';

/** A few articles from the blog, newest first, and the way to the rest. Nothing shows without articles. */
export function BlogTeaser({ eyebrow, heading, intro, posts }: BlogTeaserBlock) {
  // The Visual Editor's marks (edit mode only; nothing for visitors).
  const edit = useEditable();
  const first = posts[0];
  if (!first) return null;
  return (
    <BlockSection block="blog-teaser" header={{ eyebrow, heading, intro }}>
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
    </BlockSection>
  );
}
