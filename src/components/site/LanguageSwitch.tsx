import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { LOCALES, type Locale } from '../../../schemas/locale';
import { rememberLocale, flagUntranslated } from '../../i18n/locale-cookie';
import styles from './LanguageSwitch.module.css';

export type LanguageTarget = { locale: Locale; href: string; translated: boolean };

const NAMES: Record<Locale, string> = { en: 'English', fr: 'Français' };

/**
 * A disclosure with one link per language. Shows EN / FR; closes on Escape, on an outside click and
 * after a choice. Choosing a language remembers it (cookie) and goes to the page's translation, or to
 * that language's home page when there is none, saying so.
 */
export function LanguageSwitch({ locale, targets, onNavigate }: { locale: Locale; targets: LanguageTarget[]; onNavigate?: () => void }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const intl = useIntl();

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (e.target instanceof Node && !rootRef.current?.contains(e.target)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div
      className={styles.root}
      ref={rootRef}
      onBlur={(e) => {
        // Tabbing out of the list closes it too.
        if (open && e.relatedTarget instanceof Node && !rootRef.current?.contains(e.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        <span>{locale.toUpperCase()}</span>
        <span className="visually-hidden"> – {intl.formatMessage({ id: 'lang.button' })}</span>
        <svg aria-hidden="true" viewBox="0 0 12 8" width="12" height="8" className={styles.chevron}>
          <path d="M1 1l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <ul id={listId} className={styles.list} hidden={!open}>
        {LOCALES.map((l) => {
          const target = targets.find((t) => t.locale === l);
          if (!target) return null;
          return (
            <li key={l}>
              <Link
                to={target.href}
                lang={l === 'fr' ? 'fr-CA' : 'en'}
                hrefLang={l === 'fr' ? 'fr-CA' : 'en'}
                className={styles.item}
                aria-current={l === locale ? 'true' : undefined}
                onClick={() => {
                  rememberLocale(l);
                  if (!target.translated && l !== locale) flagUntranslated(l);
                  setOpen(false);
                  onNavigate?.();
                }}
              >
                {NAMES[l]}
                {!target.translated && l !== locale && (
                  <span className={styles.hint}>
                    <FormattedMessage id="lang.untranslated" />
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
