import { Suspense, useId } from 'react';
import { SectionHeader } from '../_shared/SectionHeader';
import type { EmbedBlock } from './schema';
import { widgets } from './widgets';
import styles from './Embed.module.css';

/**
 * A slot for an interactive widget (the upgrade game; the conversion forms), under the marketer's
 * heading. The widget renders on the server like any block and comes alive when its code arrives.
 */
export function Embed({ kind, eyebrow, heading, intro }: EmbedBlock) {
  const headingId = useId();
  const Widget = widgets[kind];
  return (
    <section data-block="embed" data-kind={kind} className={styles.section} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <SectionHeader id={headingId} eyebrow={eyebrow} heading={heading} intro={intro} />
        <Suspense fallback={<div className={styles.loading} data-loading="" />}>
          <Widget labelledBy={headingId} />
        </Suspense>
      </div>
    </section>
  );
}
