// /demo/manage/:token and /fr/demo/gerer/:token: the page a visitor reaches from their booking's
// confirmation; /account/demos/:reference and /fr/compte/demos/:reference: the same page reached from
// their account, signed in (a visitor who is not is sent to sign in). It shows their demo, lets them pick another time (a day chosen with a GET form, the
// free times as radio buttons) or cancel it; each change posts, then redirects back (post/redirect/
// get), so a reload never repeats it. It works without JavaScript. Private: never cached, never
// indexed, and no Referer carries the token to another site. (Not `no-referrer`: with it, browsers send
// `Origin: null` on the page's own form posts, which the server rightly refuses as cross-site.)
import { data, redirect } from 'react-router';
import { z } from 'zod';
import { FormattedMessage, useIntl } from 'react-intl';
import { ButtonLink } from '#kit/ui/ButtonLink';
import { Styles } from '#kit/styles';
import formStyles from '#kit/forms/forms.module.css';
import type { Locale } from '#schemas/locale';
import { localeFromPathname } from '#schemas/paths';
import { dayIn, isDay } from '../forms/availability';
import { ACCOUNT_DEMO_PATHS, ACCOUNT_PATHS } from '../auth/paths';
import { readSession } from '../auth/session.server';
import { cancelBooking, findBooking, moveBooking, type BookingKey } from '../forms/booking.server';
import { timesOfDay } from '../forms/availability.server';
import { LEAD_PATHS } from '../forms/lead-links';
import { formRateLimit, readBody } from '../forms/request.server';
import { knownZone } from '../mail/templates.server';
import { messages } from '#kit/i18n/messages';
import styles from './lead.module.css';
import type { Route } from './+types/demo-manage';

export const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'same-origin' };

type Problem = 'lead.expired.title' | 'form.slotTaken' | 'form.slot.required' | 'form.unavailable' | 'form.tooLarge' | 'form.unsupported' | 'form.rateLimited';

/**
 * The booking this address names: by the mailed link's token, or by reference for the signed-in
 * visitor (null: not signed in, so off to the account page); with the page's address in each language.
 */
async function keyOf(
  params: Route.LoaderArgs['params'],
  request: Request,
): Promise<{ key: BookingKey; paths: Record<Locale, string>; fromAccount: boolean } | null> {
  if (params.token !== undefined) {
    return {
      key: { token: params.token },
      paths: { en: `${LEAD_PATHS.manage.en}/${params.token}`, fr: `${LEAD_PATHS.manage.fr}/${params.token}` },
      fromAccount: false,
    };
  }
  const reference = params.reference ?? '';
  const { user } = await readSession(request);
  if (!user) return null;
  return {
    key: { reference, owner: user },
    paths: { en: `${ACCOUNT_DEMO_PATHS.en}/${reference}`, fr: `${ACCOUNT_DEMO_PATHS.fr}/${reference}` },
    fromAccount: true,
  };
}

export async function loader({ params, request, url }: Route.LoaderArgs) {
  const locale = localeFromPathname(url.pathname);
  const reached = await keyOf(params, request);
  if (!reached) throw redirect(ACCOUNT_PATHS[locale], { headers: PRIVATE_HEADERS });
  const alternates = (['en', 'fr'] as const).map((l) => ({ locale: l, path: reached.paths[l] }));
  const base = { layout: 'default' as const, alternates, locale, fromAccount: reached.fromAccount };
  const booking = await findBooking(reached.key);
  if (booking === undefined) throw data(null, { status: 503, headers: { ...PRIVATE_HEADERS, 'Retry-After': '30' } });
  if (booking === null) return data({ ...base, view: { state: 'expired' as const } }, { status: 404, headers: PRIVATE_HEADERS });
  const done = url.searchParams.get('done');
  const notice = done === 'moved' || done === 'cancelled' ? done : null;
  if (!booking.start) return data({ ...base, view: { state: 'cancelled' as const, notice } }, { headers: PRIVATE_HEADERS });
  // The day asked for, else the booked day.
  const asked = url.searchParams.get('day') ?? '';
  const start = booking.start;
  const times = await timesOfDay(isDay(asked) ? asked : null, (zone) => dayIn(start.getTime(), zone));
  if (!times) throw data(null, { status: 503, headers: { ...PRIVATE_HEADERS, 'Retry-After': '30' } });
  const firmTimeZone = times.timeZone;
  return data(
    {
      ...base,
      view: {
        state: 'booked' as const,
        notice,
        start: booking.start.toISOString(),
        visitorTimeZone: knownZone(booking.visitorTimeZone, firmTimeZone),
        firmTimeZone,
        day: times.day,
        firstDay: times.firstDay,
        lastDay: times.lastDay,
        slots: times.slots,
      },
    },
    { headers: PRIVATE_HEADERS },
  );
}

const refuse = (problem: Problem, status: number) => data({ problem }, { status, headers: PRIVATE_HEADERS });

export async function action({ params, request, url }: Route.ActionArgs) {
  const here = url.pathname;
  const reached = await keyOf(params, request);
  if (!reached) return refuse('lead.expired.title', 401);
  const read = await readBody(request, ['application/x-www-form-urlencoded']);
  if (!read.ok) return refuse(read.status === 413 ? 'form.tooLarge' : 'form.unsupported', read.status);
  const body = z.record(z.string(), z.string()).catch({}).parse(read.body);
  if (await formRateLimit('manage', request)) return refuse('form.rateLimited', 429);
  if (body['intent'] === 'cancel') {
    const result = await cancelBooking(reached.key);
    if (result.ok) return redirect(`${here}?done=cancelled`, { status: 303, headers: PRIVATE_HEADERS });
    return result.problem === 'gone' ? refuse('lead.expired.title', 410) : refuse('form.unavailable', 503);
  }
  const slot = body['slot'] ?? '';
  if (!slot) return refuse('form.slot.required', 400);
  const result = await moveBooking(reached.key, slot);
  if (result.ok) return redirect(`${here}?done=moved`, { status: 303, headers: PRIVATE_HEADERS });
  if (result.problem === 'slotTaken') return refuse('form.slotTaken', 409);
  return result.problem === 'gone' ? refuse('lead.expired.title', 410) : refuse('form.unavailable', 503);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders, errorHeaders }) =>
  errorHeaders ?? (actionHeaders.has('cache-control') ? actionHeaders : loaderHeaders);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: messages[loaderData?.locale ?? 'en']['manage.title'] },
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'same-origin' },
];

export default function ManageBooking({ loaderData, actionData }: Route.ComponentProps) {
  const intl = useIntl();
  const { view, locale } = loaderData;
  const demoHref = LEAD_PATHS.demo[locale];
  const moment = (iso: string, timeZone: string) =>
    intl.formatDate(iso, {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    });

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
            {actionData?.problem && (
              <p className={formStyles.notice} role="alert">
                <FormattedMessage id={actionData.problem} />
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
                            values={{ day: intl.formatDate(`${view.day}T12:00:00Z`, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }) }}
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
        {loaderData.fromAccount && (
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
