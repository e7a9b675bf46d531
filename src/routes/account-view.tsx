// The account page's view (its route, src/routes/account.tsx, signs in and reads the leads): signed
// out, the sign-in island; signed in, who they are, their demos and report requests, and signing out.
// What the loader and the action give comes in as props, so Storybook shows every state.
import { FormattedMessage, useIntl } from 'react-intl';
import formStyles from '#kit/forms/forms.module.css';
import { formatDay, meetingMoment } from '#kit/i18n/dates';
import type { MessageId } from '#kit/i18n/messages';
import { Island } from '#kit/islands/island';
import { Styles } from '#kit/styles';
import { ButtonLink } from '#kit/ui/ButtonLink';
import type { Locale } from '#schemas/locale';
import { signInIsland } from '../account/islands';
import type { DemoLead, Leads, ReportLead } from '../account/leads.server';
import type { SignInProps } from '../account/sign-in-props';
import { ACCOUNT_DATA_FILE_PATHS, ACCOUNT_DATA_PATHS, ACCOUNT_DELETE_PATHS, ACCOUNT_DEMO_PATHS, ACCOUNT_PATHS } from '../auth/paths';
import { LEAD_PATHS } from '../forms/lead-links';
import styles from './lead.module.css';

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
  const here = ACCOUNT_PATHS[locale];
  return (
    <main id="main" className={styles.main}>
      <Styles of="routes" />
      <Styles of="kit/forms" />
      <div className={styles.card}>
        <h1 className={styles.title}>
          <FormattedMessage id="account.title" />
        </h1>
        {notice && (
          <p className={styles.confirmation} role="status">
            <FormattedMessage id={NOTICES[notice]} />
          </p>
        )}
        {user ? (
          <>
            <p className={styles.body}>
              <FormattedMessage id="account.signedInAs" values={{ email: <strong>{user.email}</strong> }} />
            </p>
            {user.leads ? (
              <>
                <Demos demos={user.leads.demos} locale={locale} />
                <Reports reports={user.leads.reports} />
                {!user.emailVerified && (
                  <p className={styles.hint}>
                    <FormattedMessage id="account.unverified" />
                  </p>
                )}
              </>
            ) : (
              <p className={formStyles.notice} role="alert">
                <FormattedMessage id="account.leads.unavailable" />
              </p>
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
          <Island name="sign_in" definition={signInIsland} props={{ ...firebase, path: here, reset, email: typed.email, problem: typed.message }} />
        )}
      </div>
    </main>
  );
}

/** Their rights over their data (Law 25): read it, download it, delete it all. */
function YourData({ locale }: { locale: Locale }) {
  return (
    <section className={styles.section} aria-labelledby="data-title">
      <h2 id="data-title">
        <FormattedMessage id="account.data.title" />
      </h2>
      <p className={styles.body}>
        <FormattedMessage id="account.data.body" />
      </p>
      <ul className={styles.links}>
        <li>
          <a href={ACCOUNT_DATA_PATHS[locale]}>
            <FormattedMessage id="account.data.view" />
          </a>
        </li>
        <li>
          <a href={ACCOUNT_DATA_FILE_PATHS[locale]} download>
            <FormattedMessage id="account.data.download" />
          </a>
        </li>
        <li>
          <a href={ACCOUNT_DELETE_PATHS[locale]}>
            <FormattedMessage id="account.data.delete" />
          </a>
        </li>
      </ul>
    </section>
  );
}

/** Their demos, newest first: when (in the zone they booked in) and what they can do about it. */
function Demos({ demos, locale }: { demos: DemoLead[]; locale: 'en' | 'fr' }) {
  const intl = useIntl();
  const when = (iso: string, timeZone: string | null) => meetingMoment(intl, iso, timeZone ?? undefined);
  const sent = (iso: string | null) => (iso ? formatDay(intl, iso, { year: 'numeric', month: 'long', day: 'numeric' }) : '');
  return (
    <section className={styles.section} aria-labelledby="demos-title">
      <h2 id="demos-title">
        <FormattedMessage id="account.demos.title" />
      </h2>
      {demos.length === 0 ? (
        <>
          <p className={styles.body}>
            <FormattedMessage id="account.demos.none" />
          </p>
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
                <a href={`${ACCOUNT_DEMO_PATHS[locale]}/${d.reference}`} aria-describedby={`demo-${d.reference}`}>
                  <FormattedMessage id="account.demos.manage" />
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Their report requests, newest first: the home's address and the day they asked. */
function Reports({ reports }: { reports: ReportLead[] }) {
  const intl = useIntl();
  return (
    <section className={styles.section} aria-labelledby="reports-title">
      <h2 id="reports-title">
        <FormattedMessage id="account.reports.title" />
      </h2>
      {reports.length === 0 ? (
        <p className={styles.body}>
          <FormattedMessage id="account.reports.none" />
        </p>
      ) : (
        <ul className={styles.leads}>
          {reports.map((r) => (
            <li key={r.reference} className={styles.lead}>
              <strong>{r.address}</strong>
              {r.sentAt && (
                <span className={styles.state}>
                  <FormattedMessage
                    id="account.reports.sent"
                    values={{ date: formatDay(intl, r.sentAt, { year: 'numeric', month: 'long', day: 'numeric' }) }}
                  />
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
