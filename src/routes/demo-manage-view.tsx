// The view of a booked demo's page (its route: demo-manage.tsx), reached from the booking's e-mails
// (decision 0011) or from the account: the demo, another free time to move it to, or cancelling it.
// What the loader reads comes in as props, so Storybook shows every state without a server.
import { FormattedMessage, useIntl } from 'react-intl';
import formStyles from '#kit/forms/forms.module.css';
import { formatDay, meetingMoment } from '#kit/i18n/dates';
import type { MessageId } from '#kit/i18n/messages';
import { ButtonLink } from '#kit/ui/ButtonLink';
import type { Locale } from '#schemas/locale';
import { pathTo } from '#schemas/paths';
import { CardLink, CardNotice, CardPage, CardSection, CardText, cardStyles } from './CardPage';
import { LabelledInput } from '#kit/forms/LabelledInput';
import { LEAD_PATHS } from '../forms/lead-links';
import styles from './views.module.css';

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
  const demoHref = LEAD_PATHS.demo[locale];
  return (
    <CardPage title={view.state === 'expired' ? 'lead.expired.title' : 'manage.title'}>
      {view.state === 'expired' ? (
        <>
          <CardText id="manage.expired.body" />
          <p>
            <ButtonLink href={demoHref}>
              <FormattedMessage id="manage.bookDemo" />
            </ButtonLink>
          </p>
        </>
      ) : (
        <>
          {view.notice && <CardNotice id={view.notice === 'moved' ? 'manage.moved' : 'manage.cancelled'} done />}
          {problem && <CardNotice id={problem} />}
          {view.state === 'cancelled' ? (
            <>
              {view.notice !== 'cancelled' && <CardText id="manage.wasCancelled" />}
              <p>
                <ButtonLink href={demoHref}>
                  <FormattedMessage id="manage.bookAgain" />
                </ButtonLink>
              </p>
            </>
          ) : (
            <Booked view={view} />
          )}
        </>
      )}
      {fromAccount && <CardLink href={pathTo('account', locale)} id="manage.backToAccount" />}
    </CardPage>
  );
}

/** A booked demo: when, the free times of a day to move it to, and cancelling it. */
function Booked({ view }: { view: Extract<ManageView, { state: 'booked' }> }) {
  const intl = useIntl();
  const moment = (iso: string, timeZone: string) => meetingMoment(intl, iso, timeZone);
  return (
    <>
      <p className={styles.when}>
        <FormattedMessage id="manage.bookedFor" />
        <strong>{moment(view.start, view.visitorTimeZone)}</strong>
        {/* Once when the two read the same (America/Toronto is Eastern time too). */}
        {moment(view.start, view.visitorTimeZone) !== moment(view.start, view.firmTimeZone) && (
          <FormattedMessage id="mail.whenEastern" values={{ when: moment(view.start, view.firmTimeZone) }} />
        )}
      </p>

      <CardSection id="move-title" title="manage.move.title">
        <form method="get" className={formStyles.dayPicker}>
          <LabelledInput label="form.day.label" id="move-day" type="date" name="day" defaultValue={view.day} min={view.firstDay} max={view.lastDay} required />
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
      </CardSection>

      <section className={cardStyles.section} aria-labelledby="cancel-title">
        <details className={styles.cancel}>
          <summary>
            <h2 id="cancel-title">
              <FormattedMessage id="manage.cancel.title" />
            </h2>
          </summary>
          <form method="post" className={formStyles.fields}>
            <input type="hidden" name="intent" value="cancel" />
            <CardText id="manage.cancel.body" />
            <div className={formStyles.actions}>
              <button type="submit" className={formStyles.secondary}>
                <FormattedMessage id="manage.cancel.submit" />
              </button>
            </div>
          </form>
        </details>
      </section>
    </>
  );
}

/** 'Pacific Daylight Time' / 'heure avancée du Pacifique': the zone the times are shown in. */
function zoneName(locale: string, timeZone: string): string {
  return (
    new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'long' }).formatToParts(new Date()).find((p) => p.type === 'timeZoneName')?.value ?? timeZone
  );
}
