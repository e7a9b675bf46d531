import type { EditProps } from '#kit/cms/editable';
import { Eyebrow } from './Eyebrow';
import styles from './SectionHeader.module.css';

/** The Visual Editor's marks for a section header's parts (edit mode only; `{}` or absent for visitors). */
export type SectionHeaderEdit = { eyebrow?: EditProps; heading?: EditProps; intro?: EditProps };

/** The eyebrow, h2 and introduction that open a block's section; `id` labels the section. */
export function SectionHeader({
  id,
  eyebrow,
  heading,
  intro,
  align = 'start',
  edit,
}: {
  id: string;
  eyebrow?: string | undefined;
  heading: string;
  intro?: string | undefined;
  align?: 'start' | 'center';
  edit?: SectionHeaderEdit | undefined;
}) {
  return (
    <div className={`${styles.header} ${align === 'center' ? styles.center : ''}`}>
      {eyebrow && <Eyebrow {...edit?.eyebrow}>{eyebrow}</Eyebrow>}
      <h2 id={id} className={styles.heading} {...edit?.heading}>
        {heading}
      </h2>
      {intro && (
        <p className={styles.intro} {...edit?.intro}>
          {intro}
        </p>
      )}
    </div>
  );
}
