import styles from './Eyebrow.module.css';

/** A few words above a heading. */
export function Eyebrow({ children }: { children: React.ReactNode }) {
  return <p className={styles.eyebrow}>{children}</p>;
}
