import { Eyebrow } from './Eyebrow';
import styles from './SectionHeader.module.css';

/** The eyebrow, h2 and introduction that open a block's section; `id` labels the section. */
export function SectionHeader({ id, eyebrow, heading, intro }: { id: string; eyebrow?: string | undefined; heading: string; intro?: string | undefined }) {
  return (
    <div className={styles.header}>
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      {intro && <p className={styles.intro}>{intro}</p>}
    </div>
  );
}
