// The demo booking's steps as the visitor sees them, one view each: the details, the time step and
// the thanks. They show the flow (./use-demo-flow.ts) and hold no state of their own.
import { memo, type ComponentProps } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DEMO_ROLE_VALUES, FORM_FIELDS } from '#schemas/form-values';
import { CheckField, EmailField, Honeypot, keepFocus, TextField } from '#kit/forms/fields';
import { meetingMoment } from '#kit/i18n/dates';
import type { MessageId } from '#kit/i18n/messages';
import { PartBoundary } from '#kit/islands/lazy-part';
import styles from '#kit/forms/forms.module.css';
import { RoleField } from './RoleField';
import { timeChooser } from './time-chooser-chunk';
import type { useDemoFlow } from './use-demo-flow';

/** The flow as its views read it. */
type Demo = ReturnType<typeof useDemoFlow>;

/** The visitor's details; hidden, not gone, at the time step: going back keeps everything typed. */
export function DetailsStep({ demo: { booking, flow, fields, honeypot } }: { demo: Demo }) {
  return (
    <div hidden={flow.step !== 'form'}>
      <div className={styles.fields}>
        <TextField field={fields('name')} label="form.name.label" autoComplete="name" required />
        <TextField field={fields('company')} label="form.company.label" autoComplete="organization" required />
        <EmailField field={fields('email')} />
        <RoleField field={fields('role')} roles={DEMO_ROLE_VALUES} />
        {flow.role === 'other' && <TextField field={fields('industry')} label="form.industry.label" required />}
        <CheckField field={fields('consent')} label="form.consent.label" />
        <Honeypot inputRef={honeypot} />
        <div className={styles.actions}>
          <button
            type="submit"
            name={FORM_FIELDS.intent}
            value={booking ? 'next' : 'request'}
            className={styles.primary}
            aria-disabled={flow.sending}
            onMouseDown={keepFocus}
          >
            {booking ? <FormattedMessage id="form.next" /> : flow.sending ? <FormattedMessage id="form.sending" /> : <FormattedMessage id="form.sendRequest" />}
          </button>
        </div>
      </div>
    </div>
  );
}

/** What the time step says while its chooser cannot: in a live region, as the chooser's own messages are. */
function Said({ id, role }: { id: MessageId; role: 'status' | 'alert' }) {
  return (
    <div aria-live="polite">
      <p className={role === 'status' ? styles.status : styles.notice} role={role}>
        <FormattedMessage id={id} />
      </p>
    </div>
  );
}

/**
 * The time chooser where the time step shows it: "Loading" while its chunk comes. Memoised, with props
 * that change only when what they say does: an island that starts on the time step keeps the server's
 * times until the chunk is there, and React would replace them with the fallback if the form's own
 * renders meanwhile (react-hook-form's, on mount) reached the boundary.
 */
const TimeChooserPart = memo(function TimeChooserPart(props: ComponentProps<typeof timeChooser.Part>) {
  return (
    <PartBoundary onFailed={timeChooser.forget} loading={<Said id="form.times.loading" role="status" />} failed={<Said id="form.unavailable" role="alert" />}>
      <timeChooser.Part {...props} />
    </PartBoundary>
  );
});

/** The time step: its heading, the chooser (a chunk of its own) and the ways on. */
export function TimeStep({ demo: { flow, initial, chooser, stepHeading } }: { demo: Demo }) {
  return (
    <div className={styles.fields}>
      {/* After a plain post the browser opens the page at the time step (autofocus needs no JavaScript). */}
      <h3 ref={stepHeading} tabIndex={-1} className={styles.label} autoFocus={initial?.step === 'time' && !initial.problem}>
        <FormattedMessage id="form.times.legend" />
      </h3>
      <TimeChooserPart request={flow.request} initialTimes={initial?.times ?? null} zone={flow.zone} slot={flow.slot} {...chooser} />
      <div className={styles.actions}>
        <button type="submit" name={FORM_FIELDS.intent} value="back" className={styles.secondary} formNoValidate>
          <FormattedMessage id="form.back" />
        </button>
        <button
          type="submit"
          name={FORM_FIELDS.intent}
          value="book"
          className={flow.noFreeTime ? styles.secondary : styles.primary}
          aria-disabled={flow.sending}
        >
          {flow.sending ? <FormattedMessage id="form.booking" /> : <FormattedMessage id="form.confirm" />}
        </button>
        <button type="submit" name={FORM_FIELDS.intent} value="request" className={flow.noFreeTime ? styles.primary : styles.secondary}>
          <FormattedMessage id="form.requestWithoutTime" />
        </button>
      </div>
    </div>
  );
}

/** The thanks, in place of the form: the booked time, or the request received. */
export function DemoThanks({ demo: { flow, stepHeading } }: { demo: Demo }) {
  const intl = useIntl();
  const booked = flow.step === 'booked';
  return (
    <div className={styles.form} data-form-state={flow.step}>
      <div className={styles.done} role="status">
        <h3 ref={stepHeading} tabIndex={-1}>
          {booked ? <FormattedMessage id="form.booked.title" /> : <FormattedMessage id="form.requested" />}
        </h3>
        {booked && (
          <>
            {flow.bookedAt && (
              <p>
                <FormattedMessage id="form.booked.when" values={{ when: meetingMoment(intl, flow.bookedAt, flow.zone ?? undefined) }} />
              </p>
            )}
            <p>
              <FormattedMessage id="form.booked.body" />
            </p>
          </>
        )}
      </div>
    </div>
  );
}
