import { ButtonLink } from '#kit/ui/ButtonLink';
import { CmsImage } from '#kit/ui/CmsImage';
import { CmsVideo } from '#kit/ui/CmsVideo';
import { Eyebrow } from '#kit/ui/Eyebrow';
import { SmartLink } from '#kit/ui/SmartLink';
import type { HeroBlock } from './schema';
import styles from './Hero.module.css';

const variantClass: Record<HeroBlock['variant'], string | undefined> = {
  default: undefined,
  centered: styles.centered,
  image: styles.overImage,
  split: styles.beside,
  video: styles.beside,
  audience: undefined,
};

/** The top of a page. Its headline is the page's one h1; its picture loads first. */
export function Hero(hero: HeroBlock) {
  const { variant, eyebrow, headline, body, primary_label, primary_href, secondary_label, secondary_href, image, image_alt, video, video_captions, audiences } =
    hero;
  const hasPrimary = primary_label && primary_href;
  const hasSecondary = secondary_label && secondary_href;
  return (
    <section data-block="hero" data-variant={variant} className={`${styles.hero} ${variantClass[variant] ?? ''}`}>
      {variant === 'image' && image && <CmsImage image={image} alt={image_alt ?? ''} sizes="100vw" priority className={styles.backdrop} />}
      <div className={styles.inner}>
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <h1 className={styles.headline}>{headline}</h1>
        {body && <p className={styles.body}>{body}</p>}
        {(hasPrimary || hasSecondary) && (
          <div className={styles.actions}>
            {hasPrimary && (
              <ButtonLink href={primary_href} tone={variant === 'image' ? 'inverse' : 'primary'}>
                {primary_label}
              </ButtonLink>
            )}
            {hasSecondary && (
              <ButtonLink href={secondary_href} tone={variant === 'image' ? 'ghost' : 'secondary'}>
                {secondary_label}
              </ButtonLink>
            )}
          </div>
        )}
        {variant === 'audience' && audiences && (
          <ul className={styles.audiences}>
            {audiences.map((a, i) => (
              <li key={`${i}:${a.href}`}>
                <SmartLink href={a.href} className={styles.audience}>
                  <span className={styles.audienceName}>{a.audience}</span>
                  {a.text && <span className={styles.audienceText}>{a.text}</span>}
                  <span className={styles.arrow} aria-hidden="true">
                    →
                  </span>
                </SmartLink>
              </li>
            ))}
          </ul>
        )}
      </div>
      {variant === 'split' && image && (
        <div className={styles.media}>
          <CmsImage image={image} alt={image_alt ?? ''} sizes="(min-width: 1024px) 45vw, 100vw" priority className={styles.image} />
        </div>
      )}
      {variant === 'video' && video && (
        <div className={styles.media}>
          <CmsVideo video={video} poster={image} captions={video_captions} label={image_alt ?? headline} />
        </div>
      )}
    </section>
  );
}
