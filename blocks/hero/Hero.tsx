import { BlockSection } from '#kit/ui/BlockSection';
import { ButtonLink } from '#kit/ui/ButtonLink';
import { CmsImage } from '#kit/ui/CmsImage';
import { CmsVideo } from '#kit/ui/CmsVideo';
import { Eyebrow } from '#kit/ui/Eyebrow';
import { useEditable } from '#kit/cms/editable';
import { SmartLink } from '#kit/ui/SmartLink';
import type { HeroBlock } from './schema';
import media from '#kit/ui/Media.module.css';
import styles from './Hero.module.css';
import { Styles } from '#kit/styles';

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
  // The Visual Editor's marks (edit mode only; nothing for visitors).
  const edit = useEditable();
  return (
    <BlockSection
      block="hero"
      variant={variant}
      space="xl"
      className={`${styles.hero} ${variantClass[variant] ?? ''}`}
      inner={{ className: styles.inner }}
      before={variant === 'image' && image && <CmsImage image={image} alt={image_alt ?? ''} sizes="100vw" priority className={styles.backdrop} />}
      after={
        <>
          {variant === 'split' && image && (
            <div className={styles.media} {...edit(['image', 'image_alt'])}>
              <Styles of="kit/ui/Media" />
              <CmsImage image={image} alt={image_alt ?? ''} sizes="(min-width: 1024px) 45vw, 100vw" priority className={media.fill} />
            </div>
          )}
          {variant === 'video' && video && (
            <div className={styles.media} {...edit(['video', 'video_captions', 'image', 'image_alt'])}>
              <CmsVideo video={video} poster={image} captions={video_captions} label={image_alt ?? headline} />
            </div>
          )}
        </>
      }
    >
      {eyebrow && <Eyebrow {...edit('eyebrow')}>{eyebrow}</Eyebrow>}
      <h1 className={styles.headline} {...edit('headline')}>
        {headline}
      </h1>
      {body && (
        <p className={styles.body} {...edit('body')}>
          {body}
        </p>
      )}
      {(hasPrimary || hasSecondary) && (
        <div className={styles.actions} {...edit(['primary_label', 'primary_href', 'secondary_label', 'secondary_href'])}>
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
        <ul className={styles.audiences} {...edit('audiences', 'drawer')}>
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
    </BlockSection>
  );
}
