import { FormattedMessage, useIntl } from 'react-intl';
import { useEditable } from '#kit/cms/editable';
import type { Locale } from '#schemas/locale';
import type { PageLayout } from '#schemas/page';
import type { SiteChrome } from '../../site/chrome';
import styles from './Header.module.css';
import { LanguageSwitch, type LanguageTarget } from './LanguageSwitch';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { PromoBanner } from './PromoBanner';

type HeaderProps = { locale: Locale; chrome: SiteChrome; layout: PageLayout; languageTargets: LanguageTarget[]; pathname: string };

function LoginLink({ href, className }: { href: string; className: string | undefined }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      <FormattedMessage id="header.login" />
      <span className="visually-hidden">
        {' '}
        <FormattedMessage id="header.newTab" />
      </span>
    </a>
  );
}

/** A site path compared the way the header marks the current page: without a trailing slash. */
const samePath = (a: string, b: string) => (a.replace(/\/+$/, '') || '/') === (b.replace(/\/+$/, '') || '/');

/**
 * The site header: banner, logo, main links, language, log in, and the mobile menu. The bar is 60 px
 * high; with the banner the header is 60 px plus the banner's height. `vhersheader` is the lean
 * header for landers: no main links, so visitors stay on the offer. Server-rendered HTML: the menu
 * and the language list are popovers, and src/browser/main.ts adds the little they cannot do.
 */
export function Header({ locale, chrome, layout, languageTargets, pathname }: HeaderProps) {
  const intl = useIntl();
  const edit = useEditable();
  const withNav = layout === 'default' && chrome.headerLinks.length > 0;

  const links = (className: string | undefined) => (
    <ul className={className} {...edit('header_links', 'drawer')}>
      {chrome.headerLinks.map((link) => (
        <li key={link.href}>
          <a href={link.href} className={styles.navLink} aria-current={samePath(link.href, pathname) ? 'page' : undefined}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );

  return (
    <header className={styles.header} data-layout={layout} data-site-header="">
      {chrome.banner && <PromoBanner banner={chrome.banner} />}
      <div className={styles.bar}>
        <Logo locale={locale} siteName={chrome.siteName} />
        {withNav && (
          <nav aria-label={intl.formatMessage({ id: 'header.nav' })} className={styles.desktopNav}>
            {links(styles.navList)}
          </nav>
        )}
        <div className={styles.tools}>
          <LanguageSwitch locale={locale} targets={languageTargets} />
          {chrome.loginUrl && <LoginLink href={chrome.loginUrl} className={styles.login} />}
          {withNav && (
            <MobileMenu>
              <nav aria-label={intl.formatMessage({ id: 'header.nav' })}>{links(styles.mobileList)}</nav>
              {chrome.loginUrl && <LoginLink href={chrome.loginUrl} className={styles.mobileLogin} />}
            </MobileMenu>
          )}
        </div>
      </div>
    </header>
  );
}
