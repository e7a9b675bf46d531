// The booking's time chooser (the middle of the time step: the days with free times, the date field,
// the zone, the day's times), in a chunk of its own that the island fetches when the visitor reaches
// the time step (./DemoForm.tsx). This module is only what it shows: the browser reads the times
// through TanStack Query (./LiveTimeChooser.tsx); the server, which never fetches from here, shows
// the times a plain post was answered with.
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FORM_FIELDS } from '#schemas/form-values';
import { formatDay } from '#kit/i18n/dates';
import type { Day } from './availability-query';
import styles from '#kit/forms/forms.module.css';

export type TimesState = { status: 'idle' } | { status: 'loading'; day: string } | { status: 'ready'; data: Day } | { status: 'failed'; day: string };

export type TimeChooserProps = {
  /** The day the island asked for (null: the first day with free times); none before it asks. */
  request: { day: string | null } | null;
  /** The times a plain post was answered with (the island started on the time step): shown at once. */
  initialTimes: Day | null;
  /** The zone times are shown in; null: the visitor's own. */
  zone: string | null;
  slot: string | null;
  onSlot: (slot: string) => void;
  /** The visitor picked a day in the date field. */
  onDay: (day: string) => void;
  /** Told, once the times are read, whether no day has any free time left: sending without one is then the way on. */
  onNoFreeTime: (none: boolean) => void;
  ids: { day: string; times: string };
};

/** The visitor's own zone: times are shown, and the booking recorded, in it. */
const visitorZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export function tomorrow(): string {
  const d = new Date(Date.now() + 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export function TimeChooser({ times, zone, slot, onSlot, onDay, onNoFreeTime, ids }: TimeChooserProps & { times: TimesState }) {
  const intl = useIntl();
  const dayInput = useRef<HTMLInputElement>(null);
  const shownDay = times.status === 'ready' ? times.data.day : null;
  const noFreeTime = times.status === 'ready' ? times.data.openDays.length === 0 : null;
  useEffect(() => {
    if (noFreeTime !== null) onNoFreeTime(noFreeTime);
  }, [noFreeTime, onNoFreeTime]);
  // The day shown may be the first with free times (or, read again, a later one): the date field says which.
  useEffect(() => {
    if (shownDay && dayInput.current && dayInput.current.value !== shownDay) dayInput.current.value = shownDay;
  }, [shownDay]);

  const timeLabel = (iso: string) => intl.formatTime(iso, { hour: 'numeric', minute: '2-digit', ...(zone ? { timeZone: zone } : {}) });
  // The zone's name in the visitor's language ('Pacific Standard Time', 'heure normale du Pacifique').
  const zoneName =
    new Intl.DateTimeFormat(intl.locale, { timeZoneName: 'long', ...(zone ? { timeZone: zone } : {}) })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value ??
    zone ??
    visitorZone();

  return (
    <>
      {times.status === 'ready' && times.data.openDays.length > 0 && (
        <fieldset className={styles.days}>
          <legend className={styles.label}>
            <FormattedMessage id="form.days.legend" />
          </legend>
          {times.data.openDays.map((d) => (
            <button key={d} type="submit" name={FORM_FIELDS.pickDay} value={d} className={styles.day} aria-pressed={d === times.data.day} formNoValidate>
              {formatDay(intl, `${d}T12:00:00Z`, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })}
            </button>
          ))}
        </fieldset>
      )}
      <div className={styles.dayPicker}>
        <div className={styles.field}>
          <label htmlFor={ids.day} className={styles.label}>
            <FormattedMessage id="form.day.label" />
          </label>
          <input
            id={ids.day}
            ref={dayInput}
            type="date"
            name="day"
            className={styles.input}
            defaultValue={times.status === 'ready' ? times.data.day : times.status === 'idle' ? tomorrow() : times.day}
            min={times.status === 'ready' ? times.data.firstDay : undefined}
            max={times.status === 'ready' ? times.data.lastDay : undefined}
            onChange={(e) => e.currentTarget.value && onDay(e.currentTarget.value)}
          />
        </div>
        <button type="submit" name={FORM_FIELDS.intent} value="times" className={styles.secondary} formNoValidate>
          <FormattedMessage id="form.showTimes" />
        </button>
      </div>
      <p className={styles.status}>
        <FormattedMessage id="form.times.zone" values={{ zone: zoneName }} />
      </p>
      <div aria-live="polite">
        {times.status === 'loading' && (
          <p className={styles.status} role="status">
            <FormattedMessage id="form.times.loading" />
          </p>
        )}
        {times.status === 'failed' && (
          <p className={styles.notice} role="alert">
            <FormattedMessage id="form.unavailable" />
          </p>
        )}
        {times.status === 'ready' && times.data.slots.length === 0 && (
          <p className={styles.status} role="status">
            <FormattedMessage id="form.times.empty" />
          </p>
        )}
      </div>
      {times.status === 'ready' && times.data.slots.length > 0 && (
        <fieldset className={styles.slots} id={ids.times}>
          <legend className="visually-hidden">
            <FormattedMessage id="form.times.legend" />
          </legend>
          {times.data.slots.map((s) => (
            <label key={s} className={styles.slot}>
              <input type="radio" name="slot" value={s} checked={slot === s} onChange={() => onSlot(s)} />
              <span>{timeLabel(s)}</span>
            </label>
          ))}
        </fieldset>
      )}
    </>
  );
}

/** On the server (nothing fetches there): the times the page was answered with, or none asked yet. */
export function ServerTimeChooser(props: TimeChooserProps) {
  return <TimeChooser {...props} times={props.initialTimes ? { status: 'ready', data: props.initialTimes } : { status: 'idle' }} />;
}
