import type { ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, type IntlShape } from 'react-intl';
import { HTML_LANG, type Locale } from '#schemas/locale';
import { messages } from '#kit/i18n/messages';

// One intl object per language for the life of the process (and of the tab): its message and number
// formatters are built once and cached, instead of on every server render.
const cache = createIntlCache();
const make = (locale: Locale) => createIntl({ locale: HTML_LANG[locale], defaultLocale: 'en', messages: messages[locale] }, cache);
const intls: Record<Locale, IntlShape> = { en: make('en'), fr: make('fr') };

export function IntlRoot({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <RawIntlProvider value={intls[locale]}>{children}</RawIntlProvider>;
}

/** The same intl object, for server code that writes words outside React (e-mails). */
export const intlFor = (locale: Locale): IntlShape => intls[locale];
