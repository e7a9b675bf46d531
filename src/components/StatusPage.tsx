import { FormattedMessage } from 'react-intl';
import type { Locale } from '../../schemas/locale';
import { sitePath } from '../i18n/paths';
import { ButtonLink } from './ButtonLink';
import styles from './StatusPage.module.css';

/** SPEC §2: "404", "Page not found." and a "Go back home" button to the home of the current language. */
export function NotFoundPage({ locale }: { locale: Locale }) {
  return (
    <main id="main" className={styles.main}>
      <div className={styles.inner}>
        <p className={styles.code} aria-hidden="true">
          <FormattedMessage id="notFound.code" />
        </p>
        <h1 className={styles.title}>
          <FormattedMessage id="notFound.title" />
        </h1>
        <ButtonLink href={sitePath(locale, '/')}>
          <FormattedMessage id="notFound.home" />
        </ButtonLink>
      </div>
    </main>
  );
}

/** Directus is down and this page was never cached: say so, and offer a retry. */
export function UnavailablePage({ retryHref }: { retryHref: string }) {
  return (
    <main id="main" className={styles.main}>
      <div className={styles.inner}>
        <p className={styles.code} aria-hidden="true">
          <FormattedMessage id="unavailable.code" />
        </p>
        <h1 className={styles.title}>
          <FormattedMessage id="unavailable.title" />
        </h1>
        <p className={styles.body}>
          <FormattedMessage id="unavailable.body" />
        </p>
        <ButtonLink href={retryHref} tone="secondary">
          <FormattedMessage id="unavailable.retry" />
        </ButtonLink>
      </div>
    </main>
  );
}
