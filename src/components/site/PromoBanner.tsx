import { useIntl } from 'react-intl';
import { useEditable } from '#kit/cms/editable';
import type { Banner } from '../../site/chrome';
import styles from './PromoBanner.module.css';

/**
 * The promotional banner. Closing it is remembered in a cookie (src/browser/main.ts), and a script in
 * <head> hides it before the first paint on later pages (src/site/banner.ts). Without JavaScript the
 * close button, which could do nothing, is not shown.
 */
export function PromoBanner({ banner }: { banner: Banner }) {
  const intl = useIntl();
  const edit = useEditable();
  return (
    <section className={`${styles.banner} promo-banner`} aria-label={intl.formatMessage({ id: 'banner.label' })} data-banner-key={banner.key}>
      <p
        className={styles.text}
        {...edit(['banner_text', 'banner_cta_label', 'banner_cta_href', 'banner_starts_at', 'banner_ends_at', 'banner_dismissible'], 'drawer')}
      >
        {banner.text}
        {banner.ctaLabel && banner.ctaHref && (
          <a href={banner.ctaHref} className={styles.cta}>
            {banner.ctaLabel}
          </a>
        )}
      </p>
      {banner.dismissible && (
        <button type="button" className={styles.dismiss} aria-label={intl.formatMessage({ id: 'banner.dismiss' })} data-banner-dismiss={banner.key}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </section>
  );
}
