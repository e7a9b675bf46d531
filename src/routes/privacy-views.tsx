// A visitor's data, as they read it (Quebec's Law 25, the right of access), and the page that deletes
// it all. Their routes (account-data.tsx, account-delete.tsx) read the session and Directus; these views
// take props, so Storybook shows every state. Plain HTML and forms: no JavaScript needed.
import { Fragment, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import formStyles from '#kit/forms/forms.module.css';
import type { MessageId } from '#kit/i18n/messages';
import { formatDay, meetingMoment } from '#kit/i18n/dates';
import { Styles } from '#kit/styles';
import type { Locale } from '#schemas/locale';
import { ACCOUNT_DATA_FILE_PATHS, ACCOUNT_DATA_PATHS, ACCOUNT_PATHS } from '../auth/paths';
import { LEAD_PATHS } from '../forms/lead-links';
import type { PersonalData } from '../privacy/rights.server';
import styles from './lead.module.css';

const DAY = { year: 'numeric', month: 'long', day: 'numeric' } as const;

/** One "label: value" line of a record; nothing when the value is empty. */
function Line({ label, children }: { label: MessageId; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <>
      <dt>
        <FormattedMessage id={label} />
      </dt>
      <dd>{children}</dd>
    </>
  );
}

const FORMS: Record<string, MessageId> = { newsletter: 'data.form.newsletter', waitlist: 'data.form.waitlist', report: 'data.form.report' };
const ROLES: Record<string, MessageId> = { hvac_installer: 'form.role.hvac_installer', energy_advisor: 'form.role.energy_advisor', other: 'form.role.other' };
const STATUSES: Record<string, MessageId> = {
  new: 'data.status.new',
  contacted: 'data.status.contacted',
  qualified: 'data.status.qualified',
  won: 'data.status.won',
  lost: 'data.status.lost',
  archived: 'data.status.archived',
};
const LANGUAGES: Record<string, MessageId> = { en: 'data.language.en', fr: 'data.language.fr' };
const NEWSLETTER: Record<string, MessageId> = {
  pending: 'data.newsletter.pending',
  confirmed: 'data.newsletter.confirmed',
  unsubscribed: 'data.newsletter.unsubscribed',
};
/** What a form's fields are called on the page; a field not listed shows under its own name. */
const FIELDS: Record<string, MessageId> = {
  address: 'data.field.address',
  latitude: 'data.field.latitude',
  longitude: 'data.field.longitude',
  company: 'data.field.company',
  role: 'data.field.role',
  consent: 'data.field.consent',
  consent_text: 'data.field.consentText',
};

/** A stored code in words (a role, a status, a language), or the code itself when it has none. */
function useWords() {
  const intl = useIntl();
  return (table: Record<string, MessageId>, code: string | null | undefined): string | null => {
    if (code === null || code === undefined || code === '') return null;
    const id = table[code];
    return id ? intl.formatMessage({ id }) : code;
  };
}

/** A campaign as "utm_source: google · utm_campaign: spring": its keys are the names marketers know. */
const pairs = (value: Record<string, string>): string | null => {
  const entries = Object.entries(value).filter(([, v]) => v !== '');
  return entries.length ? entries.map(([k, v]) => `${k}: ${v}`).join(' · ') : null;
};

/** The fields a visitor typed into a small form, one line each, named as the form names them. */
function FormFields({ fields }: { fields: unknown }) {
  const intl = useIntl();
  const words = useWords();
  if (!fields || typeof fields !== 'object') return null;
  return (
    <>
      {Object.entries(fields).map(([key, v]: [string, unknown]) => {
        if (v === null || v === undefined || v === '') return null;
        const label = FIELDS[key];
        const value =
          typeof v === 'boolean'
            ? intl.formatMessage({ id: v ? 'data.yes' : 'data.no' })
            : key === 'role' && typeof v === 'string'
              ? words(ROLES, v)
              : typeof v === 'string' || typeof v === 'number'
                ? String(v)
                : JSON.stringify(v);
        return (
          <Fragment key={key}>
            <dt>{label ? <FormattedMessage id={label} /> : key}</dt>
            <dd>{value}</dd>
          </Fragment>
        );
      })}
    </>
  );
}

export type DataViewProps = {
  locale: Locale;
  data: PersonalData | null;
  /** Reached through a mailed link: where the JSON file is posted for (the link proves the address); there is no account to go back to. */
  fileAction?: string;
};

/** Everything stored about the visitor, section by section, with the JSON file to download. */
export function DataView({ locale, data, fileAction }: DataViewProps) {
  const viaLink = fileAction !== undefined;
  const intl = useIntl();
  const day = (iso: string | null) => (iso ? formatDay(intl, iso, DAY) : null);
  const yesNo = (v: boolean) => intl.formatMessage({ id: v ? 'data.yes' : 'data.no' });
  const words = useWords();
  return (
    <main id="main" className={styles.main}>
      <Styles of="routes" />
      <Styles of="kit/forms" />
      <div className={styles.card}>
        <h1 className={styles.title}>
          <FormattedMessage id="data.title" />
        </h1>
        {!data ? (
          <p className={formStyles.notice} role="alert">
            <FormattedMessage id="data.unavailable" />
          </p>
        ) : (
          <>
            <p className={styles.body}>
              <FormattedMessage id="data.asOf" values={{ date: day(data.generatedAt) }} />
            </p>
            {viaLink ? (
              <form method="post" action={fileAction}>
                <button type="submit" className={formStyles.secondary}>
                  <FormattedMessage id="myData.jsonSubmit" />
                </button>
              </form>
            ) : (
              <p>
                <a href={ACCOUNT_DATA_FILE_PATHS[locale]} download>
                  <FormattedMessage id="data.download" />
                </a>
              </p>
            )}
            {data.account && (
              <section className={styles.section} aria-labelledby="data-account">
                <h2 id="data-account">
                  <FormattedMessage id="data.account" />
                </h2>
                <dl className={styles.record}>
                  <Line label="data.field.email">{data.account.email}</Line>
                  <Line label="data.field.name">{data.account.name}</Line>
                  <Line label="data.field.verified">{yesNo(data.account.emailVerified)}</Line>
                </dl>
              </section>
            )}
            <section className={styles.section} aria-labelledby="data-demos">
              <h2 id="data-demos">
                <FormattedMessage id="data.demos" />
              </h2>
              {data.demoRequests.length === 0 ? (
                <p className={styles.body}>
                  <FormattedMessage id="data.none" />
                </p>
              ) : (
                data.demoRequests.map((d, i) => (
                  <dl key={d.reference ?? i} className={styles.record}>
                    <Line label="data.field.received">{day(d.receivedAt)}</Line>
                    <Line label="data.field.name">{d.name}</Line>
                    <Line label="data.field.company">{d.company}</Line>
                    <Line label="data.field.email">{d.email}</Line>
                    <Line label="data.field.role">{words(ROLES, d.role)}</Line>
                    <Line label="data.field.industry">{d.industry}</Line>
                    <Line label="data.field.language">{words(LANGUAGES, d.language)}</Line>
                    <Line label="data.field.consent">{yesNo(d.agreedToBeContacted)}</Line>
                    <Line label="data.field.booked">
                      {d.bookedTime?.start ? meetingMoment(intl, d.bookedTime.start, d.bookedTime.timeZone ?? undefined) : null}
                    </Line>
                    <Line label="data.field.cancelled">{day(d.cancelledAt)}</Line>
                    <Line label="data.field.status">{words(STATUSES, d.status)}</Line>
                    <Line label="data.field.notes">{d.notes}</Line>
                    <Line label="data.field.page">{d.page}</Line>
                    <Line label="data.field.campaign">{pairs(d.campaign)}</Line>
                    <Line label="data.field.version">{d.abTestVersion}</Line>
                    <Line label="data.field.reference">{d.reference}</Line>
                  </dl>
                ))
              )}
            </section>
            <section className={styles.section} aria-labelledby="data-forms">
              <h2 id="data-forms">
                <FormattedMessage id="data.submissions" />
              </h2>
              {data.submissions.length === 0 ? (
                <p className={styles.body}>
                  <FormattedMessage id="data.none" />
                </p>
              ) : (
                data.submissions.map((s, i) => (
                  <dl key={s.reference ?? i} className={styles.record}>
                    <dt className={styles.recordTitle}>{FORMS[s.form] ? <FormattedMessage id={FORMS[s.form] ?? 'data.form.report'} /> : s.form}</dt>
                    <Line label="data.field.received">{day(s.receivedAt)}</Line>
                    <Line label="data.field.email">{s.email}</Line>
                    <Line label="data.field.language">{words(LANGUAGES, s.language)}</Line>
                    <FormFields fields={s.fields} />
                    <Line label="data.field.newsletter">{s.newsletter ? words(NEWSLETTER, s.newsletter.status) : null}</Line>
                    <Line label="data.field.confirmed">{day(s.newsletter?.confirmedAt ?? null)}</Line>
                    <Line label="data.field.unsubscribed">{day(s.newsletter?.unsubscribedAt ?? null)}</Line>
                    <Line label="data.field.campaign">{pairs(s.campaign)}</Line>
                    <Line label="data.field.version">{s.abTestVersion}</Line>
                    <Line label="data.field.reference">{s.reference}</Line>
                  </dl>
                ))
              )}
            </section>
            <section className={styles.section} aria-labelledby="data-emails">
              <h2 id="data-emails">
                <FormattedMessage id="data.emails" />
              </h2>
              {data.emails.length === 0 ? (
                <p className={styles.body}>
                  <FormattedMessage id="data.none" />
                </p>
              ) : (
                <ul className={styles.leads}>
                  {data.emails.map((m, i) => (
                    <li key={i} className={styles.lead}>
                      <strong>{m.subject}</strong>
                      <span className={styles.state}>
                        {m.to} · {day(m.sentAt ?? m.queuedAt)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
        {!viaLink && (
          <a className={styles.back} href={ACCOUNT_PATHS[locale]}>
            <FormattedMessage id="data.back" />
          </a>
        )}
      </div>
    </main>
  );
}

export type DeleteViewProps = { locale: Locale; upcoming: number; proofMonths: number; failed: boolean };

/** The confirming step before an erasure: what goes, what is kept and why, and the two choices. */
export function DeleteView({ locale, upcoming, proofMonths, failed }: DeleteViewProps) {
  return (
    <main id="main" className={styles.main}>
      <Styles of="routes" />
      <Styles of="kit/forms" />
      <div className={styles.card}>
        <h1 className={styles.title}>
          <FormattedMessage id="delete.title" />
        </h1>
        {failed && (
          <p className={formStyles.notice} role="alert">
            <FormattedMessage id="delete.failed" />
          </p>
        )}
        <p className={styles.body}>
          <FormattedMessage id="delete.body" />
        </p>
        {upcoming > 0 && (
          <p className={styles.body}>
            <FormattedMessage id="delete.upcoming" values={{ count: upcoming }} />
          </p>
        )}
        <p className={styles.hint}>
          <FormattedMessage id="delete.newsletter" values={{ months: proofMonths }} />
        </p>
        <p className={styles.body}>
          <a href={ACCOUNT_DATA_PATHS[locale]}>
            <FormattedMessage id="delete.downloadFirst" />
          </a>
        </p>
        <form method="post" className={formStyles.fields}>
          <div className={formStyles.actions}>
            <button type="submit" className={`${formStyles.primary} ${styles.danger}`}>
              <FormattedMessage id="delete.submit" />
            </button>
            <a className={`${formStyles.secondary} ${styles.linkButton}`} href={ACCOUNT_PATHS[locale]}>
              <FormattedMessage id="delete.keep" />
            </a>
          </div>
        </form>
      </div>
    </main>
  );
}

export type MyDataProps = {
  locale: Locale;
  /** What the last post left: the address and action typed, and how it went. */
  typed: { email: string; action: 'export' | 'erase' };
  outcome: 'sent' | 'pending' | 'unavailable' | 'invalidEmail' | null;
};

const OUTCOMES = { sent: 'myData.sent', pending: 'myData.pending', unavailable: 'myData.unavailable', invalidEmail: 'account.error.invalidEmail' } as const;

/** /my-data: a signed-out visitor asks, by address, to see or erase their data; a mailed link follows. */
export function MyDataView({ locale, typed, outcome }: MyDataProps) {
  const problem = outcome === 'invalidEmail';
  return (
    <main id="main" className={styles.main}>
      <Styles of="routes" />
      <Styles of="kit/forms" />
      <div className={styles.card}>
        <h1 className={styles.title}>
          <FormattedMessage id="myData.title" />
        </h1>
        {outcome && !problem && (
          <p className={outcome === 'sent' ? styles.confirmation : formStyles.notice} role={outcome === 'sent' ? 'status' : 'alert'}>
            <FormattedMessage id={OUTCOMES[outcome]} />
          </p>
        )}
        <p className={styles.body}>
          <FormattedMessage id="myData.intro" />
        </p>
        <form method="post" className={formStyles.fields} noValidate>
          <div className={formStyles.field}>
            <label htmlFor="my-data-email" className={formStyles.label}>
              <FormattedMessage id="account.email" />
            </label>
            <input
              id="my-data-email"
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={typed.email}
              className={formStyles.input}
              aria-invalid={problem || undefined}
              aria-describedby={problem ? 'my-data-email-error' : undefined}
            />
            {problem && (
              <p id="my-data-email-error" className={formStyles.error}>
                <FormattedMessage id={OUTCOMES.invalidEmail} />
              </p>
            )}
          </div>
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
        <a className={styles.back} href={ACCOUNT_PATHS[locale]}>
          <FormattedMessage id="myData.account" />
        </a>
      </div>
    </main>
  );
}

export type LinkViewProps = {
  locale: Locale;
  state: 'ask' | 'invalid' | 'expired' | 'erased' | 'erasedLater';
  action: 'export' | 'erase';
  email: string | null;
  failed: boolean;
};

/** /my-data/confirm/:token: the mailed link's page. A GET only asks (mail scanners open links); the button posts. */
export function LinkView({ locale, state, action, email, failed }: LinkViewProps) {
  const erase = action === 'erase';
  const done = state === 'erased' || state === 'erasedLater';
  const title: MessageId = done ? 'myData.confirm.eraseTitle' : erase ? 'myData.confirm.eraseTitle' : 'myData.confirm.exportTitle';
  return (
    <main id="main" className={styles.main}>
      <Styles of="routes" />
      <Styles of="kit/forms" />
      <div className={styles.card}>
        <h1 className={styles.title}>
          <FormattedMessage id={state === 'invalid' || state === 'expired' ? 'myData.title' : title} />
        </h1>
        {failed && (
          <p className={formStyles.notice} role="alert">
            <FormattedMessage id={erase ? 'delete.failed' : 'data.unavailable'} />
          </p>
        )}
        {done && (
          <>
            <p className={styles.confirmation} role="status">
              <FormattedMessage id={state === 'erased' ? 'myData.erased' : 'myData.erasedLater'} />
            </p>
            <a className={styles.back} href={locale === 'fr' ? '/fr' : '/'}>
              <FormattedMessage id="notFound.home" />
            </a>
          </>
        )}
        {(state === 'invalid' || state === 'expired') && (
          <>
            <p className={formStyles.notice} role="alert">
              <FormattedMessage id={state === 'invalid' ? 'myData.invalid' : 'myData.expired'} />
            </p>
            <a className={styles.back} href={LEAD_PATHS.myData[locale]}>
              <FormattedMessage id="myData.askAgain" />
            </a>
          </>
        )}
        {state === 'ask' && (
          <form method="post" className={formStyles.fields}>
            <input type="hidden" name="intent" value={erase ? 'erase' : 'show'} />
            <p className={styles.body}>
              <FormattedMessage id={erase ? 'myData.confirm.eraseBody' : 'myData.confirm.exportBody'} values={{ email: <strong>{email}</strong> }} />
            </p>
            <div className={formStyles.actions}>
              <button type="submit" className={erase ? `${formStyles.primary} ${styles.danger}` : formStyles.primary}>
                <FormattedMessage id={erase ? 'myData.confirm.eraseSubmit' : 'myData.confirm.exportSubmit'} />
              </button>
            </div>
          </form>
        )}
      </div>
    </main>
  );
}
