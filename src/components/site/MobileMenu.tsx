import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styles from './MobileMenu.module.css';

const MENU_ID = 'site-menu';

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={path} stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The mobile menu: a toggle and a full-height overlay below the header, as a popover, so it opens,
 * closes on Escape or a click outside, and gives focus back to the toggle with no script at all.
 * While it is open the page does not scroll (CSS). src/browser/main.ts keeps focus inside, remembers
 * it (showMobileMenu) and closes it past 1000 px.
 */
export function MobileMenu({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const titleId = `${MENU_ID}-title`;
  return (
    <>
      <button type="button" className={styles.toggle} popoverTarget={MENU_ID} aria-controls={MENU_ID} aria-label={intl.formatMessage({ id: 'menu.open' })}>
        <Icon path="M4 7h16M4 12h16M4 17h16" />
      </button>
      <div id={MENU_ID} className={styles.panel} popover="auto" role="dialog" aria-labelledby={titleId} data-menu="">
        <div className={styles.panelHeader}>
          <h2 id={titleId} className={styles.title}>
            {intl.formatMessage({ id: 'menu.title' })}
          </h2>
          <button
            type="button"
            className={styles.close}
            popoverTarget={MENU_ID}
            popoverTargetAction="hide"
            aria-label={intl.formatMessage({ id: 'menu.close' })}
            autoFocus
          >
            <Icon path="M6 6l12 12M18 6L6 18" />
          </button>
        </div>
        {children}
      </div>
    </>
  );
}
