import { FormattedMessage } from 'react-intl';

/**
 * After the language switch went to a home page for want of a translation, say why. Hidden in the
 * HTML (the same for every visitor, so cacheable); src/browser/main.ts shows it on arrival.
 */
export function LocaleNotice() {
  return (
    <div role="status" className="locale-notice" data-locale-notice="" hidden>
      <p>
        <FormattedMessage id="lang.notice.untranslated" />
      </p>
      <button type="button">
        <FormattedMessage id="lang.notice.close" />
      </button>
    </div>
  );
}
