import { useEditable } from '#kit/cms/editable';
import { BlockSection } from '#kit/ui/BlockSection';
import type { StepsBlock } from './schema';
import itemText from '#kit/ui/ItemText.module.css';
import styles from './Steps.module.css';
import { Styles } from '#kit/styles';

/** Numbered steps: an ordered list, so the order is announced as well as shown. */
export function Steps({ eyebrow, heading, intro, items }: StepsBlock) {
  // The Visual Editor's marks (edit mode only; nothing for visitors).
  const edit = useEditable();
  return (
    <BlockSection block="steps" className={styles.section} header={{ eyebrow, heading, intro }}>
      <Styles of="kit/ui/ItemText" />
      <ol className={styles.list} {...edit('items', 'drawer')}>
        {items.map((step, i) => (
          <li key={`${i}:${step.title}`} className={styles.step}>
            <h3 className={itemText.title}>{step.title}</h3>
            {step.body && <p className={itemText.body}>{step.body}</p>}
          </li>
        ))}
      </ol>
    </BlockSection>
  );
}
