import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Locale } from '#schemas/locale';
import { sitePath } from '#schemas/paths';
import { ButtonLink } from '#kit/ui/ButtonLink';
import styles from './StatusPage.module.css';

function StatusPage({ code, title, children }: { code: ReactNode; title: ReactNode; children: ReactNode }) {
  return (
    <main id="main" className={styles.main}>
      <div className={styles.inner}>
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
    </main>
  );
}

/** SPEC §2: "404", "Page not found." and a "Go back home" button to the home of the current language. */
export function NotFoundPage({ locale }: { locale: Locale }) {
  return (
    <StatusPage code={<FormattedMessage id="notFound.code" />} title={<FormattedMessage id="notFound.title" />}>
      <ButtonLink href={sitePath(locale, '/')}>
        <FormattedMessage id="notFound.home" />
      </ButtonLink>
    </StatusPage>
  );
}

/** Directus is down and this page was never cached: say so, and offer a retry. */
export function UnavailablePage({ retryHref }: { retryHref: string }) {
  return (
    <StatusPage code={<FormattedMessage id="unavailable.code" />} title={<FormattedMessage id="unavailable.title" />}>
      <p className={styles.body}>
        <FormattedMessage id="unavailable.body" />
      </p>
      <ButtonLink href={retryHref} tone="secondary">
        <FormattedMessage id="unavailable.retry" />
      </ButtonLink>
    </StatusPage>
  );
}
