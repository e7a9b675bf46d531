import { useIntl } from 'react-intl';
import type { Banner } from '../../site/chrome';
import { SmartLink } from '../../../blocks/_shared/SmartLink';
import styles from './PromoBanner.module.css';

export const BANNER_COOKIE = 'banner_dismissed';

/**
 * Runs in <head> before the first paint: hides a banner the visitor already closed, so the
 * server's HTML (which is the same for everyone, and cacheable) never flashes it.
 */
export function bannerDismissedScript(key: string): string {
  return `try{if(document.cookie.split('; ').indexOf(${JSON.stringify(`${BANNER_COOKIE}=${key}`)})>-1)document.documentElement.classList.add('banner-dismissed')}catch(e){}`;
}

export function PromoBanner({ banner, onDismiss }: { banner: Banner; onDismiss: () => void }) {
  const intl = useIntl();
  return (
    <section className={`${styles.banner} promo-banner`} aria-label={intl.formatMessage({ id: 'banner.label' })} data-banner-key={banner.key}>
      <p className={styles.text}>
        {banner.text}
        {banner.ctaLabel && banner.ctaHref && (
          <SmartLink href={banner.ctaHref} className={styles.cta}>
            {banner.ctaLabel}
          </SmartLink>
        )}
      </p>
      {banner.dismissible && (
        <button
          type="button"
          className={styles.dismiss}
          aria-label={intl.formatMessage({ id: 'banner.dismiss' })}
          onClick={() => {
            document.cookie = `${BANNER_COOKIE}=${banner.key}; Max-Age=${365 * 24 * 3600}; Path=/; SameSite=Lax`;
            document.documentElement.classList.add('banner-dismissed');
            onDismiss();
          }}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </section>
  );
}
