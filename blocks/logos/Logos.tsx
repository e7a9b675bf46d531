import { useId } from 'react';
import { useEditable } from '#kit/cms/editable';
import { CmsImage } from '#kit/ui/CmsImage';
import { SectionHeader } from '#kit/ui/SectionHeader';
import type { LogosBlock } from './schema';
import styles from './Logos.module.css';

/** A wall of partner logos under a heading. Each logo is named by its partner. */
export function Logos({ eyebrow, heading, intro, logos }: LogosBlock) {
  const headingId = useId();
  // The Visual Editor's marks (edit mode only; nothing for visitors).
  const edit = useEditable();
  return (
    <section data-block="logos" className={styles.section} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <SectionHeader id={headingId} eyebrow={eyebrow} heading={heading} intro={intro} align="center" />
        <ul className={styles.wall} {...edit('folder')}>
          {logos.map((logo) => (
            <li key={logo.id} className={styles.item}>
              <CmsImage image={logo} alt={logo.title} sizes="10rem" className={styles.logo} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
