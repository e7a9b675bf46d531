// /my-data and /fr/mes-donnees: a visitor without an account (or signed out) asks to see or erase the
// data held about an address; a link mailed to it proves it is theirs (my-data-confirm.tsx). A plain
// form that works without JavaScript, answered with post/redirect/get; the answer never tells whether
// the address is known. Private: never cached, never indexed.
import { data, redirect } from 'react-router';
import { z } from 'zod';
import { messages } from '#kit/i18n/messages';
import { alternatesOf, localeFromPathname } from '#schemas/paths';
import { formRateLimit, readBody } from '../forms/request.server';
import { requestLink } from '../privacy/requests.server';
import { MyDataView, type MyDataProps } from './my-data-view';
import { LINK_PAGE_HEADERS, privateHeaders, privateMeta } from './private-page';
import type { Route } from './+types/my-data';

export function loader({ url }: Route.LoaderArgs) {
  const locale = localeFromPathname(url.pathname);
  const done = url.searchParams.get('done');
  const outcome: MyDataProps['outcome'] = done === 'sent' || done === 'pending' ? done : null;
  return data({ layout: 'default' as const, alternates: alternatesOf('my-data'), locale, outcome }, { headers: LINK_PAGE_HEADERS });
}

const Body = z.object({ email: z.string().trim().max(320).catch(''), action: z.enum(['export', 'erase']).catch('export') });

export async function action({ request, url }: Route.ActionArgs) {
  const locale = localeFromPathname(url.pathname);
  const read = await readBody(request, ['application/x-www-form-urlencoded']);
  const body = Body.parse(read.ok ? read.body : {});
  const typed = { email: body.email, action: body.action };
  if (!read.ok) return data({ typed, outcome: 'unavailable' as const }, { status: read.status, headers: LINK_PAGE_HEADERS });
  if (!z.email().safeParse(body.email).success) return data({ typed, outcome: 'invalidEmail' as const }, { status: 400, headers: LINK_PAGE_HEADERS });
  const limited = await formRateLimit('my-data', request);
  if (limited)
    return data(
      { typed, outcome: 'unavailable' as const },
      { status: 429, headers: { ...LINK_PAGE_HEADERS, 'Retry-After': String(limited.retryAfterSeconds) } },
    );
  const outcome = await requestLink(body.email.toLowerCase(), body.action, locale);
  if (outcome === 'unavailable') return data({ typed, outcome }, { status: 503, headers: LINK_PAGE_HEADERS });
  return redirect(`${url.pathname}?done=${outcome}`, { status: 303, headers: LINK_PAGE_HEADERS });
}

export const headers = privateHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => privateMeta(messages[loaderData?.locale ?? 'en']['myData.title']);

export default function MyData({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <MyDataView locale={loaderData.locale} typed={actionData?.typed ?? { email: '', action: 'export' }} outcome={actionData?.outcome ?? loaderData.outcome} />
  );
}
