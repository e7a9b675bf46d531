import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import type { Locale } from '../../../schemas/locale';
import { takeUntranslatedFlag } from '../../i18n/locale-cookie';

/** After the language switch went to a home page for want of a translation, say why. */
export function LocaleNotice({ locale }: { locale: Locale }) {
  const [show, setShow] = useState(false);
  const { key } = useLocation();
  useEffect(() => {
    if (takeUntranslatedFlag() === locale) setShow(true);
  }, [key, locale]);
  if (!show) return null;
  return (
    <div role="status" className="locale-notice">
      <p>
        <FormattedMessage id="lang.notice.untranslated" />
      </p>
      <button type="button" onClick={() => setShow(false)}>
        <FormattedMessage id="lang.notice.close" />
      </button>
    </div>
  );
}
