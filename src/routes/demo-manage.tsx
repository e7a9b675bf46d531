// /demo/manage/:token and /fr/demo/gerer/:token: the page a visitor reaches from their booking's
// confirmation; /account/demos/:reference and /fr/compte/demos/:reference: the same page reached from
// their account, signed in (a visitor who is not is sent to sign in). It shows their demo, lets them pick another time (a day chosen with a GET form, the
// free times as radio buttons) or cancel it; each change posts, then redirects back (post/redirect/
// get), so a reload never repeats it. It works without JavaScript. Private: never cached, never
// indexed, and no Referer carries the token to another site (private-page.ts).
import { data, redirect } from 'react-router';
import { z } from 'zod';
import { alternatesOf, localeFromPathname, type Alternate } from '#schemas/paths';
import { dayIn, isDay } from '../forms/availability';
import { ACCOUNT_PATHS } from '../auth/paths';
import { readSession, sameOrigin } from '../auth/session.server';
import { cancelBooking, findBooking, moveBooking, type BookingKey } from '../forms/booking.server';
import { timesOfDay } from '../forms/availability.server';
import { formRateLimit, readBody } from '../forms/request.server';
import { knownZone } from '../site/time-zone';
import { messages } from '#kit/i18n/messages';
import { ManageBookingView } from './demo-manage-view';
import { LINK_PAGE_HEADERS, privateHeaders, privateMeta } from './private-page';
import type { Route } from './+types/demo-manage';

type Problem = 'lead.expired.title' | 'form.slotTaken' | 'form.slot.required' | 'form.unavailable' | 'form.tooLarge' | 'form.unsupported' | 'form.rateLimited';

/**
 * The booking this address names: by the mailed link's token, or by reference for the signed-in
 * visitor (null: not signed in, so off to the account page); with the page's address in each language.
 */
async function keyOf(params: Route.LoaderArgs['params'], request: Request): Promise<{ key: BookingKey; alternates: Alternate[]; fromAccount: boolean } | null> {
  const { token } = params;
  if (token !== undefined) return { key: { token }, alternates: alternatesOf('manage', { token }), fromAccount: false };
  const reference = params.reference ?? '';
  const { user } = await readSession(request);
  if (!user) return null;
  return { key: { reference, owner: user }, alternates: alternatesOf('account-demo', { reference }), fromAccount: true };
}

export async function loader({ params, request, url }: Route.LoaderArgs) {
  const locale = localeFromPathname(url.pathname);
  const reached = await keyOf(params, request);
  if (!reached) throw redirect(ACCOUNT_PATHS[locale], { headers: LINK_PAGE_HEADERS });
  const base = { layout: 'default' as const, alternates: reached.alternates, locale, fromAccount: reached.fromAccount };
  const booking = await findBooking(reached.key);
  if (booking === undefined) throw data(null, { status: 503, headers: { ...LINK_PAGE_HEADERS, 'Retry-After': '30' } });
  if (booking === null) return data({ ...base, view: { state: 'expired' as const } }, { status: 404, headers: LINK_PAGE_HEADERS });
  const done = url.searchParams.get('done');
  const notice: 'moved' | 'cancelled' | null = done === 'moved' || done === 'cancelled' ? done : null;
  if (!booking.start) return data({ ...base, view: { state: 'cancelled' as const, notice } }, { headers: LINK_PAGE_HEADERS });
  // The day asked for, else the booked day.
  const asked = url.searchParams.get('day') ?? '';
  const start = booking.start;
  const times = await timesOfDay(isDay(asked) ? asked : null, (zone) => dayIn(start.getTime(), zone));
  if (!times) throw data(null, { status: 503, headers: { ...LINK_PAGE_HEADERS, 'Retry-After': '30' } });
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
    { headers: LINK_PAGE_HEADERS },
  );
}

const refuse = (problem: Problem, status: number, headers: Record<string, string> = {}) =>
  data({ problem }, { status, headers: { ...LINK_PAGE_HEADERS, ...headers } });

export async function action({ params, request, url }: Route.ActionArgs) {
  const here = url.pathname;
  // From the account, the booking is named by the session cookie, which a browser sends with a post
  // from any site: only a post from this site's own pages may move or cancel it (CSRF), as every other
  // signed-in post (sameOrigin). The mailed link's page needs no such check: its secret token, in
  // the address, is what another site cannot know.
  if (params.reference !== undefined && !sameOrigin(request)) throw data(null, { status: 403, headers: LINK_PAGE_HEADERS });
  const reached = await keyOf(params, request);
  if (!reached) return refuse('lead.expired.title', 401);
  const read = await readBody(request, ['application/x-www-form-urlencoded']);
  if (!read.ok) return refuse(read.status === 413 ? 'form.tooLarge' : 'form.unsupported', read.status);
  const body = z.record(z.string(), z.string()).catch({}).parse(read.body);
  const limited = await formRateLimit('manage', request);
  if (limited) return refuse('form.rateLimited', 429, { 'Retry-After': String(limited.retryAfterSeconds) });
  if (body['intent'] === 'cancel') {
    const result = await cancelBooking(reached.key);
    if (result.ok) return redirect(`${here}?done=cancelled`, { status: 303, headers: LINK_PAGE_HEADERS });
    return result.problem === 'gone' ? refuse('lead.expired.title', 410) : refuse('form.unavailable', 503);
  }
  const slot = body['slot'] ?? '';
  if (!slot) return refuse('form.slot.required', 400);
  const result = await moveBooking(reached.key, slot);
  if (result.ok) return redirect(`${here}?done=moved`, { status: 303, headers: LINK_PAGE_HEADERS });
  if (result.problem === 'slotTaken') return refuse('form.slotTaken', 409);
  if (result.problem === 'rateLimited') return refuse('form.rateLimited', 429, { 'Retry-After': String(result.retryAfterSeconds) });
  return result.problem === 'gone' ? refuse('lead.expired.title', 410) : refuse('form.unavailable', 503);
}

export const headers = privateHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => privateMeta(messages[loaderData?.locale ?? 'en']['manage.title'], { linkPage: true });

export default function ManageBooking({ loaderData, actionData }: Route.ComponentProps) {
  return <ManageBookingView locale={loaderData.locale} view={loaderData.view} fromAccount={loaderData.fromAccount} problem={actionData?.problem ?? null} />;
}
