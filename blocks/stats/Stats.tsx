import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { StatsBlock } from './schema';
import styles from './Stats.module.css';

/** Figures as a description list: each label (dt) describes its figure (dd); the figure is shown first. */
export function Stats({ heading, items, footnote }: StatsBlock) {
  const headingId = useId();
  return (
    <section data-block="stats" className={styles.section} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <h2 id={headingId} className={heading ? styles.heading : 'visually-hidden'}>
          {heading ?? <FormattedMessage id="block.stats.fallbackHeading" />}
        </h2>
        <dl className={styles.list}>
          {items.map((item, i) => (
            <div key={`${i}:${item.value}`} className={styles.item}>
              <dt className={styles.label}>{item.label}</dt>
              <dd className={styles.value}>{item.value}</dd>
            </div>
          ))}
        </dl>
        {footnote && <p className={styles.footnote}>{footnote}</p>}
      </div>
    </section>
  );
}
