import type { EditProps } from '#kit/cms/editable';
import styles from './Eyebrow.module.css';
import { Styles } from '#kit/styles';

/** A few words above a heading; `data-directus` marks it for the Visual Editor (edit mode only). */
export function Eyebrow({ children, ...edit }: { children: React.ReactNode } & EditProps) {
  return (
    <>
      <Styles of="kit/ui/Eyebrow" />
      <p className={styles.eyebrow} {...edit}>
        {children}
      </p>
    </>
  );
}
