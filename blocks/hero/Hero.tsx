import { ButtonLink } from '../../src/components/ButtonLink';
import { CmsImage } from '../../src/components/CmsImage';
import { Eyebrow } from '../../src/components/Eyebrow';
import type { HeroBlock } from './schema';
import styles from './Hero.module.css';

/** The top of a page. Its headline is the page's one h1. */
export function Hero({ variant, eyebrow, headline, body, primary_label, primary_href, secondary_label, secondary_href, image, image_alt }: HeroBlock) {
  const hasPrimary = primary_label && primary_href;
  const hasSecondary = secondary_label && secondary_href;
  return (
    <section data-block="hero" className={`${styles.hero} ${variant === 'centered' ? styles.centered : ''} ${image ? styles.withImage : ''}`}>
      <div className={styles.inner}>
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <h1 className={styles.headline}>{headline}</h1>
        {body && <p className={styles.body}>{body}</p>}
        {(hasPrimary || hasSecondary) && (
          <div className={styles.actions}>
            {hasPrimary && <ButtonLink href={primary_href}>{primary_label}</ButtonLink>}
            {hasSecondary && (
              <ButtonLink href={secondary_href} tone="secondary">
                {secondary_label}
              </ButtonLink>
            )}
          </div>
        )}
      </div>
      {image && (
        <div className={styles.media}>
          <CmsImage image={image} alt={image_alt ?? ''} sizes="(min-width: 1024px) 40vw, 100vw" priority className={styles.image} />
        </div>
      )}
    </section>
  );
}
