import { useEditable } from '#kit/cms/editable';
import { BlockSection } from '#kit/ui/BlockSection';
import { ButtonLink } from '#kit/ui/ButtonLink';
import { CmsImage } from '#kit/ui/CmsImage';
import { CmsVideo } from '#kit/ui/CmsVideo';
import { Eyebrow } from '#kit/ui/Eyebrow';
import prose from '#kit/ui/Prose.module.css';
import type { MediaTextBlock } from './schema';
import media from '#kit/ui/Media.module.css';
import styles from './MediaText.module.css';
import { Styles } from '#kit/styles';

/** A picture or a video beside formatted text. The text comes first in reading order. */
export function MediaText({ eyebrow, heading, html, media_side, image, video, video_captions, media_alt, link_label, link_href }: MediaTextBlock) {
  // The Visual Editor's marks (edit mode only; nothing for visitors).
  const edit = useEditable();
  return (
    <BlockSection block="media-text" className={media_side === 'start' ? styles.mediaStart : undefined} inner={{ className: styles.inner }}>
      <Styles of="kit/ui/Prose" />
      <div className={styles.text}>
        {eyebrow && <Eyebrow {...edit('eyebrow')}>{eyebrow}</Eyebrow>}
        <h2 className={styles.heading} {...edit('heading')}>
          {heading}
        </h2>
        <div className={prose.prose} dangerouslySetInnerHTML={{ __html: html }} {...edit('html', 'drawer')} />
        {link_label && link_href && (
          <div>
            <ButtonLink href={link_href} tone="secondary" {...edit(['link_label', 'link_href'])}>
              {link_label}
            </ButtonLink>
          </div>
        )}
      </div>
      <div className={styles.media} {...edit(['image', 'video', 'video_captions', 'media_alt', 'media_side'])}>
        {video ? (
          <CmsVideo video={video} poster={image} captions={video_captions} label={media_alt} />
        ) : (
          image && (
            <>
              <Styles of="kit/ui/Media" />
              <CmsImage image={image} alt={media_alt} sizes="(min-width: 1024px) 36rem, 100vw" className={media.fill} />
            </>
          )
        )}
      </div>
    </BlockSection>
  );
}
