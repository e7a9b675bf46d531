import { useId } from 'react';
import { ButtonLink } from '../../src/components/ButtonLink';
import type { CallToActionBlock } from './schema';
import styles from './CallToAction.module.css';

export function CallToAction({ tone, heading, body, button_label, button_href }: CallToActionBlock) {
  const headingId = useId();
  return (
    <section data-block="call-to-action" className={`${styles.section} ${styles[tone]}`} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id={headingId} className={styles.heading}>
            {heading}
          </h2>
          {body && <p className={styles.body}>{body}</p>}
        </div>
        <ButtonLink href={button_href} tone={tone === 'brand' ? 'inverse' : 'primary'}>
          {button_label}
        </ButtonLink>
      </div>
    </section>
  );
}
