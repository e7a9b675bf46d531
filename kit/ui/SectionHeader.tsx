import { Eyebrow } from './Eyebrow';
import styles from './SectionHeader.module.css';

/** The eyebrow, h2 and introduction that open a block's section; `id` labels the section. */
export function SectionHeader({
  id,
  eyebrow,
  heading,
  intro,
  align = 'start',
}: {
  id: string;
  eyebrow?: string | undefined;
  heading: string;
  intro?: string | undefined;
  align?: 'start' | 'center';
}) {
  return (
    <div className={`${styles.header} ${align === 'center' ? styles.center : ''}`}>
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      {intro && <p className={styles.intro}>{intro}</p>}
    </div>
  );
}
