// /account/delete's view (its route: account-delete.tsx): the confirming step before a signed-in
// visitor's account and data are erased. It takes props, so Storybook shows every state. A plain form:
// no JavaScript needed.
import { FormattedMessage } from 'react-intl';
import formStyles from '#kit/forms/forms.module.css';
import type { Locale } from '#schemas/locale';
import { pathTo } from '#schemas/paths';
import { CardNotice, CardPage, CardText, cardStyles } from './CardPage';
import styles from './views.module.css';

export type DeleteViewProps = { locale: Locale; upcoming: number; proofMonths: number; failed: boolean };

/** What goes, what is kept and why, and the two choices. */
export function DeleteView({ locale, upcoming, proofMonths, failed }: DeleteViewProps) {
  return (
    <CardPage title="delete.title">
      {failed && <CardNotice id="delete.failed" />}
      <CardText id="delete.body" />
      {upcoming > 0 && <CardText id="delete.upcoming" values={{ count: upcoming }} />}
      <CardText id="delete.newsletter" values={{ months: proofMonths }} hint />
      <p className={cardStyles.body}>
        <a href={pathTo('account-data', locale)}>
          <FormattedMessage id="delete.downloadFirst" />
        </a>
      </p>
      <form method="post" className={formStyles.fields}>
        <div className={formStyles.actions}>
          <button type="submit" className={cardStyles.danger}>
            <FormattedMessage id="delete.submit" />
          </button>
          <a className={`${formStyles.secondary} ${styles.linkButton}`} href={pathTo('account', locale)}>
            <FormattedMessage id="delete.keep" />
          </a>
        </div>
      </form>
    </CardPage>
  );
}
