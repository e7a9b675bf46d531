import type { RichTextBlock } from './schema';
import styles from './RichText.module.css';

/** Formatted CMS text. `html` was sanitised by the block's schema on the server. */
export function RichText({ html, width }: RichTextBlock) {
  return (
    <section data-block="rich-text" className={styles.section}>
      <div className={`${styles.prose} ${width === 'wide' ? styles.wide : ''}`} dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
