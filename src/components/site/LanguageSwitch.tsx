import { FormattedMessage, useIntl } from 'react-intl';
import { HTML_LANG, LOCALES, type Locale } from '#schemas/locale';
import styles from './LanguageSwitch.module.css';

export type LanguageTarget = { locale: Locale; href: string; translated: boolean };

const NAMES: Record<Locale, string> = { en: 'English', fr: 'Français' };
const LIST_ID = 'language-list';

/**
 * A button showing EN / FR and a popover list with one link per language: it opens from the mouse
 * or the keyboard, and closes on Escape or a click outside, with no script. Choosing a language goes
 * to the page's translation, or to that language's home page when there is none, saying so;
 * src/browser/main.ts remembers the choice in the locale cookie.
 */
export function LanguageSwitch({ locale, targets }: { locale: Locale; targets: LanguageTarget[] }) {
  const intl = useIntl();
  return (
    <div className={styles.root}>
      <button type="button" className={styles.button} popoverTarget={LIST_ID} aria-controls={LIST_ID}>
        <span>{locale.toUpperCase()}</span>
        <span className="visually-hidden"> – {intl.formatMessage({ id: 'lang.button' })}</span>
        <svg aria-hidden="true" viewBox="0 0 12 8" width="12" height="8" className={styles.chevron}>
          <path d="M1 1l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <ul id={LIST_ID} className={styles.list} popover="auto" data-language-list="">
        {LOCALES.map((l) => {
          const target = targets.find((t) => t.locale === l);
          if (!target) return null;
          const untranslated = !target.translated && l !== locale;
          return (
            <li key={l}>
              <a
                href={target.href}
                lang={HTML_LANG[l]}
                hrefLang={HTML_LANG[l]}
                className={styles.item}
                aria-current={l === locale ? 'true' : undefined}
                data-language={l}
                data-untranslated={untranslated ? '' : undefined}
              >
                {NAMES[l]}
                {untranslated && (
                  <span className={styles.hint}>
                    <FormattedMessage id="lang.untranslated" />
                  </span>
                )}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
