import { useEditable } from '#kit/cms/editable';
import { BlockSection } from '#kit/ui/BlockSection';
import type { TestimonialsBlock } from './schema';
import styles from './Testimonials.module.css';

/** Quotes as figures: each blockquote with a caption saying who said it. */
export function Testimonials({ eyebrow, heading, intro, items }: TestimonialsBlock) {
  // The Visual Editor's marks (edit mode only; nothing for visitors).
  const edit = useEditable();
  return (
    <BlockSection block="testimonials" className={styles.section} header={{ eyebrow, heading, intro }}>
      <ul className={styles.list} {...edit('items', 'drawer')}>
        {items.map((item, i) => (
          <li key={`${i}:${item.name}`}>
            <figure className={styles.card}>
              <blockquote className={styles.quote}>
                <p>{item.quote}</p>
              </blockquote>
              <figcaption className={styles.caption}>
                <span className={styles.name}>{item.name}</span>
                {item.role && <span className={styles.role}>{item.role}</span>}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
