import { FormattedMessage, useIntl } from 'react-intl';
import type { ConsentSettings } from '../../site/chrome';
import styles from './ConsentBanner.module.css';

/**
 * The cookie choice (Law 25: opt-in, purpose by purpose). Rendered hidden on every page, in the words
 * marketers set; src/browser/consent.ts shows it when no valid choice is stored, and the footer's
 * "Cookie preferences" reopens it. Fixed at the bottom, so showing it moves nothing on the page.
 * Without JavaScript it never shows: nothing could track the visitor then either.
 * The data attributes carry what the browser needs to load the Google tag after consent.
 */
export function ConsentBanner({ consent }: { consent: ConsentSettings }) {
  const intl = useIntl();
  const purposes = [
    { name: 'measurement', label: 'consent.measurement', text: consent.measurementText ?? intl.formatMessage({ id: 'consent.measurementText' }) },
    { name: 'advertising', label: 'consent.advertising', text: consent.advertisingText ?? intl.formatMessage({ id: 'consent.advertisingText' }) },
  ] as const;
  return (
    <section
      id="consent"
      className={styles.banner}
      aria-labelledby="consent-title"
      data-consent={consent.version}
      data-ga={consent.measurementId ?? undefined}
      data-aw={consent.adsId ?? undefined}
      data-aw-label={consent.adsLabel ?? undefined}
      hidden
    >
      <div className={styles.inner}>
        {/* Title and text run on as one paragraph: the banner stays a few lines tall on a phone. */}
        <div className={styles.intro}>
          <h2 id="consent-title" className={styles.title}>
            {consent.title ?? intl.formatMessage({ id: 'consent.title' })}
          </h2>{' '}
          <p className={styles.text}>
            {consent.text ?? intl.formatMessage({ id: 'consent.text' })}{' '}
            {consent.privacyHref && (
              <a href={consent.privacyHref}>
                <FormattedMessage id="consent.privacy" />
              </a>
            )}
          </p>
        </div>
        <div id="consent-choices" className={styles.choices} data-consent-choices hidden>
          <p className={styles.purpose}>
            <span className={styles.purposeName}>
              <FormattedMessage id="consent.necessary" />
            </span>
            <span className={styles.purposeText}>
              <FormattedMessage id="consent.necessaryText" />
            </span>
          </p>
          {purposes.map((p) => (
            <div key={p.name} className={styles.purpose}>
              <input
                id={`consent-${p.name}`}
                className={styles.switch}
                type="checkbox"
                role="switch"
                name={p.name}
                // Advertising's switch is off under Global Privacy Control: the note says why.
                aria-describedby={p.name === 'advertising' ? 'consent-advertising-text consent-gpc' : `consent-${p.name}-text`}
              />
              <label htmlFor={`consent-${p.name}`} className={styles.purposeName}>
                <FormattedMessage id={p.label} />
              </label>
              <span id={`consent-${p.name}-text`} className={styles.purposeText}>
                {p.text}
              </span>
            </div>
          ))}
          <p id="consent-gpc" className={styles.gpc} data-consent-gpc hidden>
            <FormattedMessage id="consent.gpc" />
          </p>
        </div>
        {/* Accept and refuse look and weigh the same (the regulator's guidance): neither is the default. */}
        <div className={styles.actions}>
          <button type="button" className={styles.button} data-consent-all="refuse">
            <FormattedMessage id="consent.refuse" />
          </button>
          <button type="button" className={styles.button} data-consent-all="accept">
            <FormattedMessage id="consent.accept" />
          </button>
          <button type="button" className={styles.choose} data-consent-choose aria-controls="consent-choices">
            <FormattedMessage id="consent.choose" />
          </button>
          <button type="button" className={`${styles.button} ${styles.wide}`} data-consent-save hidden>
            <FormattedMessage id="consent.save" />
          </button>
        </div>
      </div>
    </section>
  );
}
