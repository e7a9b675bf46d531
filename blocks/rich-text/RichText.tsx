import { useEditable } from '#kit/cms/editable';
import { BlockSection } from '#kit/ui/BlockSection';
import type { RichTextBlock } from './schema';
import prose from '#kit/ui/Prose.module.css';
import styles from './RichText.module.css';
import { Styles } from '#kit/styles';

/** Formatted CMS text. `html` was sanitised by the block's schema on the server. */
export function RichText({ html, width }: RichTextBlock) {
  // The Visual Editor's marks (edit mode only; nothing for visitors).
  const edit = useEditable();
  return (
    <BlockSection
      block="rich-text"
      space="xs"
      before={<Styles of="kit/ui/Prose" />}
      inner={{ className: `${prose.prose} ${styles.column} ${width === 'wide' ? styles.wide : ''}`, html, ...edit(['html', 'width'], 'drawer') }}
    />
  );
}
