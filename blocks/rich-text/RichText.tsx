import type { RichTextBlock } from './schema';
import prose from '#kit/ui/Prose.module.css';
import styles from './RichText.module.css';

/** Formatted CMS text. `html` was sanitised by the block's schema on the server. */
export function RichText({ html, width }: RichTextBlock) {
  return (
    <section data-block="rich-text" className={styles.section}>
      <div className={`${prose.prose} ${styles.column} ${width === 'wide' ? styles.wide : ''}`} dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
