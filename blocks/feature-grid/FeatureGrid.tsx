import { useId } from 'react';
import { useEditable } from '#kit/cms/editable';
import { SectionHeader } from '#kit/ui/SectionHeader';
import { SmartLink } from '#kit/ui/SmartLink';
import type { FeatureGridBlock } from './schema';
import styles from './FeatureGrid.module.css';

export function FeatureGrid({ eyebrow, heading, intro, items }: FeatureGridBlock) {
  const headingId = useId();
  // The Visual Editor's marks (edit mode only; nothing for visitors).
  const edit = useEditable();
  return (
    <section data-block="feature-grid" className={styles.section} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <SectionHeader id={headingId} eyebrow={eyebrow} heading={heading} intro={intro} />
        <ul className={styles.grid} {...edit('items', 'drawer')}>
          {items.map((item, i) => (
            <li key={`${i}:${item.title}`} className={styles.card}>
              <h3 className={styles.cardTitle}>{item.title}</h3>
              {item.body && <p className={styles.cardBody}>{item.body}</p>}
              {item.href && item.link_label && (
                <SmartLink href={item.href} className={styles.cardLink}>
                  {item.link_label}
                </SmartLink>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
