// /my-data's view (its route: my-data.tsx): a signed-out visitor asks, by address, to see or erase
// their data; a mailed link follows. It takes props, so Storybook shows every state. A plain form: no
// JavaScript needed.
import { FormattedMessage } from 'react-intl';
import formStyles from '#kit/forms/forms.module.css';
import type { Locale } from '#schemas/locale';
import { pathTo } from '#schemas/paths';
import { CardLink, CardNotice, CardPage, CardText } from './CardPage';
import { LabelledInput } from '#kit/forms/LabelledInput';
import styles from './views.module.css';

export type MyDataProps = {
  locale: Locale;
  /** What the last post left: the address and action typed, and how it went. */
  typed: { email: string; action: 'export' | 'erase' };
  outcome: 'sent' | 'pending' | 'unavailable' | 'invalidEmail' | null;
};

const OUTCOMES = { sent: 'myData.sent', pending: 'myData.pending', unavailable: 'myData.unavailable', invalidEmail: 'account.error.invalidEmail' } as const;

export function MyDataView({ locale, typed, outcome }: MyDataProps) {
  const problem = outcome === 'invalidEmail';
  return (
    <CardPage title="myData.title">
      {outcome && !problem && <CardNotice id={OUTCOMES[outcome]} done={outcome === 'sent'} />}
      <CardText id="myData.intro" />
      <form method="post" className={formStyles.fields} noValidate>
        <LabelledInput
          label="account.email"
          error={problem ? OUTCOMES.invalidEmail : null}
          id="my-data-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={typed.email}
        />
        <fieldset className={styles.choices}>
          <legend className={formStyles.label}>
            <FormattedMessage id="myData.action" />
          </legend>
          {(['export', 'erase'] as const).map((a) => (
            <label key={a} className={formStyles.check}>
              <input type="radio" name="action" value={a} defaultChecked={typed.action === a} />
              <span>
                <FormattedMessage id={a === 'export' ? 'myData.export' : 'myData.erase'} />
              </span>
            </label>
          ))}
        </fieldset>
        <div className={formStyles.actions}>
          <button type="submit" className={formStyles.primary}>
            <FormattedMessage id="myData.submit" />
          </button>
        </div>
      </form>
      <CardLink href={pathTo('account', locale)} id="myData.account" />
    </CardPage>
  );
}
