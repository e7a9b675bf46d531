import { useId } from 'react';
import { useEditable } from '#kit/cms/editable';
import { SectionHeader } from '#kit/ui/SectionHeader';
import type { StepsBlock } from './schema';
import styles from './Steps.module.css';

/** Numbered steps: an ordered list, so the order is announced as well as shown. */
export function Steps({ eyebrow, heading, intro, items }: StepsBlock) {
  const headingId = useId();
  // The Visual Editor's marks (edit mode only; nothing for visitors).
  const edit = useEditable();
  return (
    <section data-block="steps" className={styles.section} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <SectionHeader id={headingId} eyebrow={eyebrow} heading={heading} intro={intro} />
        <ol className={styles.list} {...edit('items', 'drawer')}>
          {items.map((step, i) => (
            <li key={`${i}:${step.title}`} className={styles.step}>
              <h3 className={styles.title}>{step.title}</h3>
              {step.body && <p className={styles.body}>{step.body}</p>}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
