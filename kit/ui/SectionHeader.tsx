import { useEditable } from '#kit/cms/editable';
import { Eyebrow } from './Eyebrow';
import styles from './SectionHeader.module.css';
import { Styles } from '#kit/styles';

/**
 * The eyebrow, h2 and introduction that open a block's section; `id` labels the section. In the Visual
 * Editor each is marked as the block's `eyebrow`, `heading` and `intro` fields (sectionHeaderFields in
 * kit/cms/block-fields.ts); visitors get no mark.
 */
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
  const edit = useEditable();
  return (
    <div className={`${styles.header} ${align === 'center' ? styles.center : ''}`}>
      <Styles of="kit/ui/SectionHeader" />
      {eyebrow && <Eyebrow {...edit('eyebrow')}>{eyebrow}</Eyebrow>}
      <h2 id={id} className={styles.heading} {...edit('heading')}>
        {heading}
      </h2>
      {intro && (
        <p className={styles.intro} {...edit('intro')}>
          {intro}
        </p>
      )}
    </div>
  );
}
