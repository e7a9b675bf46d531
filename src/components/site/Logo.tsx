import { useIntl } from 'react-intl';
import type { Locale } from '#schemas/locale';
import { sitePath } from '#schemas/paths';
import styles from './Header.module.css';

/** Goes home; on the home page src/browser/main.ts makes it scroll smoothly to the top instead. */
export function Logo({ locale, siteName }: { locale: Locale; siteName: string }) {
  const intl = useIntl();
  return (
    <a href={sitePath(locale, '/')} className={styles.logo} data-logo="" aria-label={intl.formatMessage({ id: 'header.homeLink' }, { site: siteName })}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M7 17 16 8l9 9v8H7z" fill="#fff" />
        <path d="M14 25v-5h4v5" fill="currentColor" />
      </svg>
      <span className={styles.logoText}>{siteName}</span>
    </a>
  );
}
