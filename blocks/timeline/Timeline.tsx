import { useEditable } from '#kit/cms/editable';
import { BlockSection } from '#kit/ui/BlockSection';
import type { TimelineBlock } from './schema';
import itemText from '#kit/ui/ItemText.module.css';
import styles from './Timeline.module.css';
import { Styles } from '#kit/styles';

/** Milestones in order: an ordered list, each with when it happens. */
export function Timeline({ eyebrow, heading, intro, items }: TimelineBlock) {
  // The Visual Editor's marks (edit mode only; nothing for visitors).
  const edit = useEditable();
  return (
    <BlockSection block="timeline" header={{ eyebrow, heading, intro }}>
      <Styles of="kit/ui/ItemText" />
      <ol className={styles.list} {...edit('items', 'drawer')}>
        {items.map((item, i) => (
          <li key={`${i}:${item.when}`} className={styles.item}>
            <p className={styles.when}>{item.when}</p>
            <h3 className={itemText.title}>{item.title}</h3>
            {item.body && <p className={itemText.body}>{item.body}</p>}
          </li>
        ))}
      </ol>
    </BlockSection>
  );
}
