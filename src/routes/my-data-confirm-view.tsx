// /my-data/confirm/:token's view (its route: my-data-confirm.tsx): the page of the link mailed to a
// visitor who asked about their data. It only asks, since mail scanners open links; the button posts.
// It takes props, so Storybook shows every state. A plain form: no JavaScript needed.
import { FormattedMessage } from 'react-intl';
import formStyles from '#kit/forms/forms.module.css';
import type { MessageId } from '#kit/i18n/messages';
import type { Locale } from '#schemas/locale';
import { pathTo, sitePath } from '#schemas/paths';
import { CardLink, CardNotice, CardPage, CardText, cardStyles } from './CardPage';

export type LinkViewProps = {
  locale: Locale;
  state: 'ask' | 'invalid' | 'expired' | 'erased' | 'erasedLater';
  action: 'export' | 'erase';
  email: string | null;
  failed: boolean;
};

export function LinkView({ locale, state, action, email, failed }: LinkViewProps) {
  const erase = action === 'erase';
  const done = state === 'erased' || state === 'erasedLater';
  const gone = state === 'invalid' || state === 'expired';
  const title: MessageId = gone ? 'myData.title' : done || erase ? 'myData.confirm.eraseTitle' : 'myData.confirm.exportTitle';
  return (
    <CardPage title={title}>
      {failed && <CardNotice id={erase ? 'delete.failed' : 'data.unavailable'} />}
      {done && (
        <>
          <CardNotice id={state === 'erased' ? 'myData.erased' : 'myData.erasedLater'} done />
          <CardLink href={sitePath(locale, '/')} id="notFound.home" />
        </>
      )}
      {gone && (
        <>
          <CardNotice id={state === 'invalid' ? 'myData.invalid' : 'myData.expired'} />
          <CardLink href={pathTo('my-data', locale)} id="myData.askAgain" />
        </>
      )}
      {state === 'ask' && (
        <form method="post" className={formStyles.fields}>
          <input type="hidden" name="intent" value={erase ? 'erase' : 'show'} />
          <CardText id={erase ? 'myData.confirm.eraseBody' : 'myData.confirm.exportBody'} values={{ email: <strong>{email}</strong> }} />
          <div className={formStyles.actions}>
            <button type="submit" className={erase ? cardStyles.danger : formStyles.primary}>
              <FormattedMessage id={erase ? 'myData.confirm.eraseSubmit' : 'myData.confirm.exportSubmit'} />
            </button>
          </div>
        </form>
      )}
    </CardPage>
  );
}
