import { useEditable } from '#kit/cms/editable';
import { BlockSection } from '#kit/ui/BlockSection';
import { SmartLink } from '#kit/ui/SmartLink';
import type { FeatureGridBlock } from './schema';
import styles from './FeatureGrid.module.css';

export function FeatureGrid({ eyebrow, heading, intro, items }: FeatureGridBlock) {
  // The Visual Editor's marks (edit mode only; nothing for visitors).
  const edit = useEditable();
  return (
    <BlockSection block="feature-grid" header={{ eyebrow, heading, intro }}>
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
    </BlockSection>
  );
}
