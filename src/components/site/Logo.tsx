import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import type { Locale } from '../../../schemas/locale';
import { sitePath } from '../../../schemas/paths';
import { prefersReducedMotion } from '../../site/motion';
import styles from './Header.module.css';

/** On the home page the logo scrolls smoothly to the top; elsewhere it goes home (and closes the menu). */
export function Logo({ locale, siteName, onNavigate }: { locale: Locale; siteName: string; onNavigate: () => void }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const home = sitePath(locale, '/');
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate();
    if (pathname === home) {
      event.preventDefault();
      window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    }
  };
  return (
    <Link to={home} className={styles.logo} onClick={onClick} aria-label={intl.formatMessage({ id: 'header.homeLink' }, { site: siteName })}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M7 17 16 8l9 9v8H7z" fill="#fff" />
        <path d="M14 25v-5h4v5" fill="currentColor" />
      </svg>
      <span className={styles.logoText}>{siteName}</span>
    </Link>
  );
}
