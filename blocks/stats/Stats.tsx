import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useEditable } from '#kit/cms/editable';
import { BlockSection } from '#kit/ui/BlockSection';
import type { StatsBlock } from './schema';
import styles from './Stats.module.css';

/** Figures as a description list: each label (dt) describes its figure (dd); the figure is shown first. */
export function Stats({ heading, items, footnote }: StatsBlock) {
  const headingId = useId();
  // The Visual Editor's marks (edit mode only; nothing for visitors).
  const edit = useEditable();
  return (
    <BlockSection block="stats" space="sm" className={styles.section} labelledBy={headingId} inner={{ className: styles.inner }}>
      {/* Without a heading, the h2 is the screen readers' fallback: nothing for the editor to point at. */}
      <h2 id={headingId} className={heading ? styles.heading : 'visually-hidden'} {...(heading ? edit('heading') : {})}>
        {heading ?? <FormattedMessage id="block.stats.fallbackHeading" />}
      </h2>
      <dl className={styles.list} {...edit('items', 'drawer')}>
        {items.map((item, i) => (
          <div key={`${i}:${item.value}`} className={styles.item}>
            <dt className={styles.label}>{item.label}</dt>
            <dd className={styles.value}>{item.value}</dd>
          </div>
        ))}
      </dl>
      {footnote && (
        <p className={styles.footnote} {...edit('footnote')}>
          {footnote}
        </p>
      )}
    </BlockSection>
  );
}
