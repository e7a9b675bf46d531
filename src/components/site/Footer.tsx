import { FormattedMessage, useIntl } from 'react-intl';
import { useEditable } from '#kit/cms/editable';
import { localeOfIntl } from '#kit/islands/island';
import { ACCOUNT_PATHS } from '../../auth/paths';
import type { SiteChrome } from '../../site/chrome';
import styles from './Footer.module.css';

const NETWORKS = { linkedin: 'LinkedIn', youtube: 'YouTube', facebook: 'Facebook' } as const;

const ICONS: Record<keyof typeof NETWORKS, string> = {
  linkedin:
    'M4 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM2.5 9h3v12h-3zM9 9h2.9v1.7h.04c.4-.76 1.4-1.56 2.9-1.56 3.1 0 3.66 2.04 3.66 4.7V21h-3v-6.4c0-1.52-.03-3.48-2.12-3.48-2.12 0-2.45 1.66-2.45 3.37V21H9z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.76-1.77C18.25 5 12 5 12 5s-6.25 0-7.84.43A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.76 1.77C5.75 19 12 19 12 19s6.25 0 7.84-.43a2.5 2.5 0 0 0 1.76-1.77A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8.5c0-.3.2-.5.5-.5z',
};

export function Footer({ chrome }: { chrome: SiteChrome }) {
  const intl = useIntl();
  const edit = useEditable();
  const { footer } = chrome;
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer} aria-label={intl.formatMessage({ id: 'footer.label' })}>
      <div className={styles.inner}>
        {(footer.email || footer.phone) && (
          <section className={styles.column} aria-labelledby="footer-contact">
            <h2 id="footer-contact" className={styles.heading}>
              <FormattedMessage id="footer.contact" />
            </h2>
            <ul className={styles.list} {...edit(['contact_email', 'contact_phone'])}>
              {footer.email && (
                <li>
                  <span className={styles.label}>
                    <FormattedMessage id="footer.email" />
                  </span>{' '}
                  <a href={`mailto:${footer.email}`}>{footer.email}</a>
                </li>
              )}
              {footer.phone && (
                <li>
                  <span className={styles.label}>
                    <FormattedMessage id="footer.phone" />
                  </span>{' '}
                  <a href={`tel:${footer.phone.replace(/[^\d+]/g, '')}`}>{footer.phone}</a>
                </li>
              )}
            </ul>
          </section>
        )}
        {footer.social.length > 0 && (
          <section className={styles.column} aria-labelledby="footer-follow">
            <h2 id="footer-follow" className={styles.heading}>
              <FormattedMessage id="footer.follow" />
            </h2>
            <ul className={styles.social} {...edit(['linkedin_url', 'youtube_url', 'facebook_url'])}>
              {footer.social.map((s) => (
                <li key={s.network}>
                  <a href={s.href} className={styles.socialLink} rel="noopener noreferrer">
                    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                      <path d={ICONS[s.network]} fill="currentColor" />
                    </svg>
                    <span>{NETWORKS[s.network]}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
        {footer.appStoreUrl && (
          <section className={styles.column} aria-labelledby="footer-app">
            <h2 id="footer-app" className={styles.heading}>
              <FormattedMessage id="footer.getApp" />
            </h2>
            <a href={footer.appStoreUrl} className={styles.badge} rel="noopener noreferrer" {...edit('app_store_url')}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <path
                  fill="currentColor"
                  d="M16.4 12.6c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.2-2.8.8-3.5.8-.7 0-1.9-.8-3.1-.8-1.6 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3.1.7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-3.7zM14.1 5.8c.6-.8 1.1-1.8 1-2.9-.9 0-2.1.6-2.7 1.4-.6.7-1.1 1.8-1 2.8 1 .1 2.1-.5 2.7-1.3z"
                />
              </svg>
              <FormattedMessage id="footer.appStore" />
            </a>
          </section>
        )}
      </div>
      <div className={styles.legal}>
        <p>
          <FormattedMessage id="footer.copyright" values={{ year, site: chrome.siteName }} />
        </p>
        <ul className={styles.legalLinks} aria-label={intl.formatMessage({ id: 'footer.legal' })} {...edit(['privacy_href', 'terms_href'])}>
          {footer.privacyHref && (
            <li>
              <a href={footer.privacyHref}>
                <FormattedMessage id="footer.privacy" />
              </a>
            </li>
          )}
          {footer.termsHref && (
            <li>
              <a href={footer.termsHref}>
                <FormattedMessage id="footer.terms" />
              </a>
            </li>
          )}
          <li>
            <a href={ACCOUNT_PATHS[localeOfIntl(intl.locale)]}>
              <FormattedMessage id="footer.account" />
            </a>
          </li>
          {/* Reopens the consent banner (src/browser/consent.ts); without JavaScript, the policy. */}
          <li>
            <a href={footer.privacyHref ?? '#consent'} data-consent-open>
              <FormattedMessage id="footer.cookies" />
            </a>
          </li>
        </ul>
      </div>
    </footer>
  );
}
