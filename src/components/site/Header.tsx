import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import type { Locale } from '../../../schemas/locale';
import type { PageLayout } from '../../../schemas/page';
import type { SiteChrome } from '../../site/chrome';
import { useUiState } from '../../site/ui-state';
import { useSmartPrefetch } from '../../../blocks/_shared/SmartLink';
import styles from './Header.module.css';
import { LanguageSwitch, type LanguageTarget } from './LanguageSwitch';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { PromoBanner } from './PromoBanner';

type HeaderProps = { locale: Locale; chrome: SiteChrome; layout: PageLayout; languageTargets: LanguageTarget[] };

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

/**
 * The site header: banner, logo, main links, language, log in, and the mobile menu. The bar is 60 px
 * high; with the banner the header is 60 px plus the banner's height. `vhersheader` is the lean
 * header for landers: no main links, so visitors stay on the offer.
 */
export function Header({ locale, chrome, layout, languageTargets }: HeaderProps) {
  const intl = useIntl();
  const [menuOpen, setMenuOpen] = useUiState('showMobileMenu');
  const closeMenu = useCallback(() => setMenuOpen(false), [setMenuOpen]);
  const [bannerClosed, setBannerClosed] = useState(false);
  const prefetch = useSmartPrefetch();
  const withNav = layout === 'default' && chrome.headerLinks.length > 0;
  const headerRef = useRef<HTMLElement>(null);

  // The header's height (60 px, plus the banner while it shows) as --header-height, for what sits
  // below it: the mobile menu's overlay, and anchors scrolled into view.
  useEffect(() => {
    const header = headerRef.current;
    if (!header) return;
    const update = () => document.documentElement.style.setProperty('--header-height', `${header.offsetHeight}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);

  const links = (className: string | undefined) => (
    <ul className={className}>
      {chrome.headerLinks.map((link) => (
        <li key={link.href}>
          <NavLink to={link.href} end prefetch={prefetch} className={styles.navLink} onClick={closeMenu}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );

  return (
    <header ref={headerRef} className={styles.header} data-layout={layout}>
      {chrome.banner && !bannerClosed && <PromoBanner banner={chrome.banner} onDismiss={() => setBannerClosed(true)} />}
      <div className={styles.bar}>
        <Logo locale={locale} siteName={chrome.siteName} onNavigate={closeMenu} />
        {withNav && (
          <nav aria-label={intl.formatMessage({ id: 'header.nav' })} className={styles.desktopNav}>
            {links(styles.navList)}
          </nav>
        )}
        <div className={styles.tools}>
          <LanguageSwitch locale={locale} targets={languageTargets} onNavigate={closeMenu} />
          {chrome.loginUrl && <LoginLink href={chrome.loginUrl} className={styles.login} />}
          {withNav && (
            <MobileMenu open={menuOpen} onOpenChange={setMenuOpen}>
              <nav aria-label={intl.formatMessage({ id: 'header.nav' })}>{links(styles.mobileList)}</nav>
              {chrome.loginUrl && <LoginLink href={chrome.loginUrl} className={styles.mobileLogin} />}
            </MobileMenu>
          )}
        </div>
      </div>
    </header>
  );
}
