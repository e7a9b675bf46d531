// The account page's view (its route, src/routes/account.tsx, signs in and reads the leads): signed
// out, the sign-in island; signed in, who they are, their demos and report requests, and signing out.
// What the loader and the action give comes in as props, so Storybook shows every state.
import { FormattedMessage, useIntl } from 'react-intl';
import formStyles from '#kit/forms/forms.module.css';
import { formatDay, meetingMoment } from '#kit/i18n/dates';
import type { MessageId } from '#kit/i18n/messages';
import { Island } from '#kit/islands/island';
import { ButtonLink } from '#kit/ui/ButtonLink';
import type { Locale } from '#schemas/locale';
import { pathTo } from '#schemas/paths';
import { signInIsland } from '../account/islands';
import type { DemoLead, Leads, ReportLead } from '../account/leads.server';
import type { SignInProps } from '../account/sign-in-props';
import { CardNotice, CardPage, CardSection, CardText } from './CardPage';
import { LEAD_PATHS } from '../forms/lead-links';
import styles from './views.module.css';

export type AccountProps = {
  locale: Locale;
  /** Signed in: who, and what they sent (leads null: Directus could not say, and the page says so). */
  user: { email: string; name: string | null; emailVerified: boolean; leads: Leads | null } | null;
  notice: 'signedOut' | 'resetSent' | 'deleted' | 'deletedLater' | null;
  /** Show the password-reset form first. */
  reset: boolean;
  /** The Firebase project's public settings, for the sign-in island. */
  firebase: Pick<SignInProps, 'apiKey' | 'authDomain' | 'projectId' | 'emulatorUrl'>;
  /** What a plain post left: the address typed and the message to show. */
  typed: { email: string; message: string | null };
};

const NOTICES = {
  signedOut: 'account.signedOut',
  resetSent: 'account.reset.sent',
  deleted: 'account.deleted',
  deletedLater: 'account.deletedLater',
} as const satisfies Record<NonNullable<AccountProps['notice']>, MessageId>;

export function AccountView({ locale, user, notice, reset, firebase, typed }: AccountProps) {
  return (
    <CardPage title="account.title">
      {notice && <CardNotice id={NOTICES[notice]} done />}
      {user ? (
        <>
          <CardText id="account.signedInAs" values={{ email: <strong>{user.email}</strong> }} />
          {user.leads ? (
            <>
              <Demos demos={user.leads.demos} locale={locale} />
              <Reports reports={user.leads.reports} />
              {!user.emailVerified && <CardText id="account.unverified" hint />}
            </>
          ) : (
            <CardNotice id="account.leads.unavailable" />
          )}
          <YourData locale={locale} />
          <form method="post" className={formStyles.fields}>
            <input type="hidden" name="intent" value="signout" />
            <div className={formStyles.actions}>
              <button type="submit" className={formStyles.secondary}>
                <FormattedMessage id="account.signOut" />
              </button>
            </div>
          </form>
        </>
      ) : (
        <Island
          name="sign_in"
          definition={signInIsland}
          props={{ ...firebase, path: pathTo('account', locale), reset, email: typed.email, problem: typed.message }}
        />
      )}
    </CardPage>
  );
}

/** Their rights over their data (Law 25): read it, download it, delete it all. */
function YourData({ locale }: { locale: Locale }) {
  return (
    <CardSection id="data-title" title="account.data.title">
      <CardText id="account.data.body" />
      <ul className={styles.links}>
        <li>
          <a href={pathTo('account-data', locale)}>
            <FormattedMessage id="account.data.view" />
          </a>
        </li>
        <li>
          <a href={pathTo('account-data-file', locale)} download>
            <FormattedMessage id="account.data.download" />
          </a>
        </li>
        <li>
          <a href={pathTo('account-delete', locale)}>
            <FormattedMessage id="account.data.delete" />
          </a>
        </li>
      </ul>
    </CardSection>
  );
}

const DAY = { year: 'numeric', month: 'long', day: 'numeric' } as const;

/** Their demos, newest first: when (in the zone they booked in) and what they can do about it. */
function Demos({ demos, locale }: { demos: DemoLead[]; locale: Locale }) {
  const intl = useIntl();
  const when = (iso: string, timeZone: string | null) => meetingMoment(intl, iso, timeZone ?? undefined);
  const sent = (iso: string | null) => (iso ? formatDay(intl, iso, DAY) : '');
  return (
    <CardSection id="demos-title" title="account.demos.title">
      {demos.length === 0 ? (
        <>
          <CardText id="account.demos.none" />
          <p>
            <ButtonLink href={LEAD_PATHS.demo[locale]}>
              <FormattedMessage id="manage.bookDemo" />
            </ButtonLink>
          </p>
        </>
      ) : (
        <ul className={styles.leads}>
          {demos.map((d) => (
            <li key={d.reference} className={styles.lead}>
              <strong id={`demo-${d.reference}`}>
                {d.start ? (
                  when(d.start, d.timeZone)
                ) : (
                  <FormattedMessage id={d.state === 'cancelled' ? 'account.demos.cancelledTitle' : 'account.demos.noTime'} />
                )}
              </strong>
              <span className={styles.state}>
                <FormattedMessage id={`account.demos.${d.state}`} values={{ date: sent(d.sentAt), cancelled: sent(d.cancelledAt) }} />
              </span>
              {d.state === 'upcoming' && (
                // Each link is told apart by its demo's time (screen readers list links out of context).
                <a href={pathTo('account-demo', locale, { reference: d.reference })} aria-describedby={`demo-${d.reference}`}>
                  <FormattedMessage id="account.demos.manage" />
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </CardSection>
  );
}

/** Their report requests, newest first: the home's address and the day they asked. */
function Reports({ reports }: { reports: ReportLead[] }) {
  const intl = useIntl();
  return (
    <CardSection id="reports-title" title="account.reports.title">
      {reports.length === 0 ? (
        <CardText id="account.reports.none" />
      ) : (
        <ul className={styles.leads}>
          {reports.map((r) => (
            <li key={r.reference} className={styles.lead}>
              <strong>{r.address}</strong>
              {r.sentAt && (
                <span className={styles.state}>
                  <FormattedMessage id="account.reports.sent" values={{ date: formatDay(intl, r.sentAt, DAY) }} />
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </CardSection>
  );
}
