// /account/data's view (its route: account-data.tsx; the mailed link's page, my-data-confirm.tsx, shows
// it too): everything stored about a visitor, as they read it (Quebec's Law 25, the right of access),
// with the JSON file to download. It takes props, so Storybook shows every state. Plain HTML: no
// JavaScript needed.
import { Fragment, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import formStyles from '#kit/forms/forms.module.css';
import type { MessageId } from '#kit/i18n/messages';
import { formatDay, meetingMoment } from '#kit/i18n/dates';
import type { Locale } from '#schemas/locale';
import { pathTo } from '#schemas/paths';
import { CardLink, CardNotice, CardPage, CardSection, CardText } from './CardPage';
import type { PersonalData } from '../privacy/rights.server';
import styles from './views.module.css';

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

/** A section's records, or the words that say there are none. */
function Records<T>({ of, children }: { of: T[]; children: (item: T, i: number) => ReactNode }) {
  return of.length === 0 ? <CardText id="data.none" /> : <>{of.map(children)}</>;
}

/** Everything stored about the visitor, section by section, with the JSON file to download. */
export function DataView({ locale, data, fileAction }: DataViewProps) {
  const viaLink = fileAction !== undefined;
  const intl = useIntl();
  const day = (iso: string | null) => (iso ? formatDay(intl, iso, DAY) : null);
  const yesNo = (v: boolean) => intl.formatMessage({ id: v ? 'data.yes' : 'data.no' });
  const words = useWords();
  return (
    <CardPage title="data.title">
      {!data ? (
        <CardNotice id="data.unavailable" />
      ) : (
        <>
          <CardText id="data.asOf" values={{ date: day(data.generatedAt) }} />
          {viaLink ? (
            <form method="post" action={fileAction}>
              <button type="submit" className={formStyles.secondary}>
                <FormattedMessage id="myData.jsonSubmit" />
              </button>
            </form>
          ) : (
            <p>
              <a href={pathTo('account-data-file', locale)} download>
                <FormattedMessage id="data.download" />
              </a>
            </p>
          )}
          {data.account && (
            <CardSection id="data-account" title="data.account">
              <dl className={styles.record}>
                <Line label="data.field.email">{data.account.email}</Line>
                <Line label="data.field.name">{data.account.name}</Line>
                <Line label="data.field.verified">{yesNo(data.account.emailVerified)}</Line>
              </dl>
            </CardSection>
          )}
          <CardSection id="data-demos" title="data.demos">
            <Records of={data.demoRequests}>
              {(d, i) => (
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
              )}
            </Records>
          </CardSection>
          <CardSection id="data-forms" title="data.submissions">
            <Records of={data.submissions}>
              {(s, i) => (
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
              )}
            </Records>
          </CardSection>
          <CardSection id="data-emails" title="data.emails">
            {data.emails.length === 0 ? (
              <CardText id="data.none" />
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
          </CardSection>
        </>
      )}
      {!viaLink && <CardLink href={pathTo('account', locale)} id="data.back" />}
    </CardPage>
  );
}
