import { useEditable } from '#kit/cms/editable';
import { BlockSection } from '#kit/ui/BlockSection';
import { CmsImage } from '#kit/ui/CmsImage';
import type { LogosBlock } from './schema';
import styles from './Logos.module.css';

/** A wall of partner logos under a heading. Each logo is named by its partner. */
export function Logos({ eyebrow, heading, intro, logos }: LogosBlock) {
  // The Visual Editor's marks (edit mode only; nothing for visitors).
  const edit = useEditable();
  return (
    <BlockSection block="logos" space="sm" header={{ eyebrow, heading, intro, align: 'center' }}>
      <ul className={styles.wall} {...edit('folder')}>
        {logos.map((logo) => (
          <li key={logo.id} className={styles.item}>
            <CmsImage image={logo} alt={logo.title} sizes="10rem" className={styles.logo} />
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
