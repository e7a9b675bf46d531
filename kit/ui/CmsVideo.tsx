import { FormattedMessage, useIntl } from 'react-intl';
import type { CmsImage, CmsVideo as Video } from '#schemas/media';
import { mediaUrl } from './CmsImage';
import styles from './CmsVideo.module.css';
import { Styles } from '#kit/styles';

type CmsVideoProps = {
  video: Video;
  /** The still shown before play; its proportions size the player (no layout shift). */
  poster?: CmsImage | null | undefined;
  /** WebVTT captions, shown by default when present. */
  captions?: { id: string } | null | undefined;
  /** What the video shows, for people who cannot see it (names the player). */
  label: string;
  className?: string | undefined;
};

/**
 * A CMS video, played through the site. It never plays by itself: the visitor starts it (so nothing
 * moves for people who asked for reduced motion, and the page stays light), with native, keyboard-
 * operable controls. Browsers without video support show the SPEC's fallback sentence.
 */
export function CmsVideo({ video, poster, captions, label, className }: CmsVideoProps) {
  return (
    <>
      <Styles of="kit/ui/CmsVideo" />
      <video
        className={`${styles.video} ${className ?? ''}`}
        controls
        playsInline
        preload="metadata"
        poster={poster ? mediaUrl(poster.id, 1280) : undefined}
        width={poster?.width ?? 1600}
        height={poster?.height ?? 900}
        aria-label={label}
      >
        <source src={`/media/${video.id}`} type={video.type} />
        <CaptionsTrack kind="captions" file={captions} />
        <p className={styles.fallback}>
          <FormattedMessage id="video.unsupported" />
        </p>
      </video>
    </>
  );
}

/** Captions are written in the page's language (one row per locale in the CMS); none when the video has none. */
function CaptionsTrack({ kind, file }: { kind: 'captions'; file: { id: string } | null | undefined }) {
  const intl = useIntl();
  if (!file) return null;
  return <track kind={kind} src={`/media/${file.id}`} srcLang={intl.locale} label={intl.formatMessage({ id: 'video.captions' })} default />;
}
