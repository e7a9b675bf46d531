// The pages a link in an e-mail opens (decision 0011): managing a booked demo, confirming a newsletter
// subscription and leaving it. Views only: what the routes' loaders read (src/routes/demo-manage.tsx,
// src/routes/newsletter.tsx) comes in as props, so Storybook shows every state without a server.
import { FormattedMessage, useIntl } from 'react-intl';
import formStyles from '#kit/forms/forms.module.css';
import { formatDay, meetingMoment } from '#kit/i18n/dates';
import type { MessageId } from '#kit/i18n/messages';
import { Styles } from '#kit/styles';
import { ButtonLink } from '#kit/ui/ButtonLink';
import type { Locale } from '#schemas/locale';
import { sitePath } from '#schemas/paths';
import { ACCOUNT_PATHS } from '../auth/paths';
import { LEAD_PATHS } from '../forms/lead-links';
import styles from './lead.module.css';

/** A booking as its page shows it: gone, cancelled, or booked with the times it can move to. */
export type ManageView =
  | { state: 'expired' }
  | { state: 'cancelled'; notice: 'moved' | 'cancelled' | null }
  | {
      state: 'booked';
      notice: 'moved' | 'cancelled' | null;
      start: string;
      visitorTimeZone: string;
      firmTimeZone: string;
      day: string;
      firstDay: string;
      lastDay: string;
      slots: string[];
    };

export type ManageBookingProps = {
  locale: Locale;
  view: ManageView;
  /** Opened from the account page (a link back to it), not from a mailed link. */
  fromAccount: boolean;
  /** What went wrong with the last post, as a message id. */
  problem: MessageId | null;
};

export function ManageBookingView({ locale, view, fromAccount, problem }: ManageBookingProps) {
  const intl = useIntl();
  const demoHref = LEAD_PATHS.demo[locale];
  const moment = (iso: string, timeZone: string) => meetingMoment(intl, iso, timeZone);

  return (
    <main id="main" className={styles.main}>
      <Styles of="routes" />
      <Styles of="kit/forms" />
      <div className={styles.card}>
        {view.state === 'expired' ? (
          <>
            <h1 className={styles.title}>
              <FormattedMessage id="lead.expired.title" />
            </h1>
            <p className={styles.body}>
              <FormattedMessage id="manage.expired.body" />
            </p>
            <p>
              <ButtonLink href={demoHref}>
                <FormattedMessage id="manage.bookDemo" />
              </ButtonLink>
            </p>
          </>
        ) : (
          <>
            <h1 className={styles.title}>
              <FormattedMessage id="manage.title" />
            </h1>
            {view.notice && (
              <p className={styles.confirmation} role="status">
                <FormattedMessage id={view.notice === 'moved' ? 'manage.moved' : 'manage.cancelled'} />
              </p>
            )}
            {problem && (
              <p className={formStyles.notice} role="alert">
                <FormattedMessage id={problem} />
              </p>
            )}
            {view.state === 'cancelled' ? (
              <>
                {view.notice !== 'cancelled' && (
                  <p className={styles.body}>
                    <FormattedMessage id="manage.wasCancelled" />
                  </p>
                )}
                <p>
                  <ButtonLink href={demoHref}>
                    <FormattedMessage id="manage.bookAgain" />
                  </ButtonLink>
                </p>
              </>
            ) : (
              <>
                <p className={styles.when}>
                  <FormattedMessage id="manage.bookedFor" />
                  <strong>{moment(view.start, view.visitorTimeZone)}</strong>
                  {/* Once when the two read the same (America/Toronto is Eastern time too). */}
                  {moment(view.start, view.visitorTimeZone) !== moment(view.start, view.firmTimeZone) && (
                    <FormattedMessage id="mail.whenEastern" values={{ when: moment(view.start, view.firmTimeZone) }} />
                  )}
                </p>

                <section className={styles.section} aria-labelledby="move-title">
                  <h2 id="move-title">
                    <FormattedMessage id="manage.move.title" />
                  </h2>
                  <form method="get" className={formStyles.dayPicker}>
                    <div className={formStyles.field}>
                      <label htmlFor="move-day" className={formStyles.label}>
                        <FormattedMessage id="form.day.label" />
                      </label>
                      <input
                        id="move-day"
                        type="date"
                        name="day"
                        className={formStyles.input}
                        defaultValue={view.day}
                        min={view.firstDay}
                        max={view.lastDay}
                        required
                      />
                    </div>
                    <button type="submit" className={formStyles.secondary}>
                      <FormattedMessage id="manage.move.showTimes" />
                    </button>
                  </form>
                  <form method="post" className={formStyles.fields}>
                    <input type="hidden" name="intent" value="move" />
                    {view.slots.length === 0 ? (
                      <p className={formStyles.status} role="status">
                        <FormattedMessage id="form.times.empty" />
                      </p>
                    ) : (
                      <fieldset className={formStyles.slots}>
                        <legend>
                          <FormattedMessage
                            id="manage.move.legend"
                            values={{ day: formatDay(intl, `${view.day}T12:00:00Z`, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }) }}
                          />
                        </legend>
                        {view.slots.map((s) => (
                          <label key={s} className={formStyles.slot}>
                            <input type="radio" name="slot" value={s} required />
                            <span>{intl.formatTime(s, { hour: 'numeric', minute: '2-digit', timeZone: view.visitorTimeZone })}</span>
                          </label>
                        ))}
                      </fieldset>
                    )}
                    <p className={formStyles.status}>
                      <FormattedMessage id="form.times.zone" values={{ zone: zoneName(intl.locale, view.visitorTimeZone) }} />
                    </p>
                    {view.slots.length > 0 && (
                      <div className={formStyles.actions}>
                        <button type="submit" className={formStyles.primary}>
                          <FormattedMessage id="manage.move.submit" />
                        </button>
                      </div>
                    )}
                  </form>
                </section>

                <section className={styles.section} aria-labelledby="cancel-title">
                  <details className={styles.cancel}>
                    <summary>
                      <h2 id="cancel-title">
                        <FormattedMessage id="manage.cancel.title" />
                      </h2>
                    </summary>
                    <form method="post" className={formStyles.fields}>
                      <input type="hidden" name="intent" value="cancel" />
                      <p className={styles.body}>
                        <FormattedMessage id="manage.cancel.body" />
                      </p>
                      <div className={formStyles.actions}>
                        <button type="submit" className={formStyles.secondary}>
                          <FormattedMessage id="manage.cancel.submit" />
                        </button>
                      </div>
                    </form>
                  </details>
                </section>
              </>
            )}
          </>
        )}
        {fromAccount && (
          <a className={styles.back} href={ACCOUNT_PATHS[locale]}>
            <FormattedMessage id="manage.backToAccount" />
          </a>
        )}
      </div>
    </main>
  );
}

/** 'Pacific Daylight Time' / 'heure avancée du Pacifique': the zone the times are shown in. */
function zoneName(locale: string, timeZone: string): string {
  return (
    new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'long' }).formatToParts(new Date()).find((p) => p.type === 'timeZoneName')?.value ?? timeZone
  );
}

/** What the newsletter page says: ask (one button), done, or the link is not (or no longer) valid. */
export type NewsletterState = 'ask' | 'done' | 'gone';
export type NewsletterMode = 'confirm' | 'unsubscribe';

export type NewsletterProps = {
  locale: Locale;
  mode: NewsletterMode;
  view: { state: NewsletterState; email: string | null };
  siteName: string;
  problem: MessageId | null;
};

export const NEWSLETTER_TEXT = {
  confirm: {
    ask: { title: 'newsletter.confirm.title', body: 'newsletter.confirm.body', submit: 'newsletter.confirm.submit' },
    done: { title: 'newsletter.subscribed.title', body: 'newsletter.subscribed.body' },
    gone: { title: 'lead.expired.title', body: 'newsletter.confirm.expired' },
  },
  unsubscribe: {
    ask: { title: 'newsletter.unsubscribe.title', body: 'newsletter.unsubscribe.body', submit: 'newsletter.unsubscribe.submit' },
    done: { title: 'newsletter.unsubscribed.title', body: 'newsletter.unsubscribed.body' },
    gone: { title: 'lead.expired.title', body: 'newsletter.unknown.body' },
  },
} as const;

export function NewsletterView({ locale, mode, view, siteName, problem }: NewsletterProps) {
  const text = NEWSLETTER_TEXT[mode][view.state];
  const values = { email: view.email ?? '', site: siteName };
  return (
    <main id="main" className={styles.main}>
      <Styles of="routes" />
      <Styles of="kit/forms" />
      <div className={styles.card}>
        <h1 className={styles.title}>
          <FormattedMessage id={text.title} />
        </h1>
        {problem && (
          <p className={formStyles.notice} role="alert">
            <FormattedMessage id={problem} />
          </p>
        )}
        <p className={styles.body}>
          <FormattedMessage id={text.body} values={values} />
        </p>
        {'submit' in text ? (
          <form method="post" className={formStyles.actions}>
            <button type="submit" className={mode === 'confirm' ? formStyles.primary : formStyles.secondary}>
              <FormattedMessage id={text.submit} />
            </button>
          </form>
        ) : (
          <p>
            <ButtonLink href={sitePath(locale, '/')} tone="secondary">
              <FormattedMessage id="lead.home" />
            </ButtonLink>
          </p>
        )}
      </div>
    </main>
  );
}
