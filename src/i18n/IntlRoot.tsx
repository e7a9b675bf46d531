import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { HTML_LANG, type Locale } from '../../schemas/locale';
import { messages } from './messages';

export function IntlRoot({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <IntlProvider locale={HTML_LANG[locale]} defaultLocale="en" messages={messages[locale]}>
      {children}
    </IntlProvider>
  );
}
