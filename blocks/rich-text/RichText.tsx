import { useEditable } from '#kit/cms/editable';
import type { RichTextBlock } from './schema';
import prose from '#kit/ui/Prose.module.css';
import styles from './RichText.module.css';

/** Formatted CMS text. `html` was sanitised by the block's schema on the server. */
export function RichText({ html, width }: RichTextBlock) {
  // The Visual Editor's marks (edit mode only; nothing for visitors).
  const edit = useEditable();
  return (
    <section data-block="rich-text" className={styles.section}>
      <div
        className={`${prose.prose} ${styles.column} ${width === 'wide' ? styles.wide : ''}`}
        dangerouslySetInnerHTML={{ __html: html }}
        {...edit(['html', 'width'], 'drawer')}
      />
    </section>
  );
}
