// /my-data/confirm/:token and /fr/mes-donnees/confirmer/:token: the link mailed to a visitor who asked
// about their data (my-data.tsx). The GET only asks, since mail scanners open links; the POST shows
// the data (and its JSON file) or erases it, with any sign-in account of that address, then says so
// (post/redirect/get). The link works for 24 hours; an erasure, once. Private, and no Referer carries
// the token elsewhere.
import { data, redirect } from 'react-router';
import { z } from 'zod';
import { messages } from '#kit/i18n/messages';
import type { Locale } from '#schemas/locale';
import { alternatesOf, localeFromPathname, pathTo } from '#schemas/paths';
import { formRateLimit, readBody } from '../forms/request.server';
import { linkedData, requestByToken, subjectOfLink } from '../privacy/requests.server';
import { eraseData, type PersonalData } from '../privacy/rights.server';
import { DataView } from './account-data-view';
import { LinkView, type LinkViewProps } from './my-data-confirm-view';
import { LINK_PAGE_HEADERS, privateHeaders, privateMeta } from './private-page';
import type { Route } from './+types/my-data-confirm';

type View = { kind: 'link'; link: Omit<LinkViewProps, 'locale' | 'failed'> } | { kind: 'data'; data: PersonalData | null };

export async function loader({ params, url }: Route.LoaderArgs) {
  const locale = localeFromPathname(url.pathname);
  const { token } = params;
  // The page's "Download as JSON" posts to my-data-file.ts.
  const base = {
    layout: 'default' as const,
    alternates: alternatesOf('my-data-confirm', { token }),
    locale,
    filePath: pathTo('my-data-file', locale, { token }),
  };
  const found = await requestByToken(token);
  if (found === undefined) throw data(null, { status: 503, headers: { ...LINK_PAGE_HEADERS, 'Retry-After': '30' } });
  const done = url.searchParams.get('done');
  let link: Omit<LinkViewProps, 'locale' | 'failed'>;
  if (!found) link = { state: 'invalid', action: 'export', email: null };
  // Erased (done, or done but for the sign-in account): said whenever the link is opened again.
  else if (found.action === 'erase' && (found.status === 'done' || found.status === 'failed'))
    link = { state: done === 'erasedLater' || found.status === 'failed' ? 'erasedLater' : 'erased', action: 'erase', email: null };
  else if (found.expired || found.status !== 'pending') link = { state: 'expired', action: found.action, email: null };
  else link = { state: 'ask', action: found.action, email: found.email };
  const status = link.state === 'invalid' ? 404 : link.state === 'expired' ? 410 : 200;
  return data({ ...base, view: { kind: 'link', link } satisfies View }, { status, headers: LINK_PAGE_HEADERS });
}

const Body = z.object({ intent: z.enum(['show', 'erase']) });

export async function action({ params, request, url }: Route.ActionArgs) {
  const locale: Locale = localeFromPathname(url.pathname);
  const read = await readBody(request, ['application/x-www-form-urlencoded']);
  const body = Body.safeParse(read.ok ? read.body : {});
  if (!body.success) return data({ failed: true, view: null }, { status: 400, headers: LINK_PAGE_HEADERS });
  if (await formRateLimit('my-data-link', request)) return data({ failed: true, view: null }, { status: 429, headers: LINK_PAGE_HEADERS });
  const found = await requestByToken(params.token);
  if (found === undefined) return data({ failed: true, view: null }, { status: 503, headers: LINK_PAGE_HEADERS });
  // Gone, expired or already used: the GET says which.
  if (!found || found.expired || found.status !== 'pending' || !found.email) return redirect(url.pathname, { status: 303, headers: LINK_PAGE_HEADERS });
  const intent = body.data.intent;
  if (intent === 'erase' && found.action === 'erase') {
    const { account, subject } = await subjectOfLink(found.email);
    if (account === undefined) return data({ failed: true, view: null }, { status: 503, headers: LINK_PAGE_HEADERS });
    const erased = await eraseData(subject, { channel: 'link', locale, request: found.id, closeAccount: account !== null });
    if (!erased) return data({ failed: true, view: null }, { status: 503, headers: LINK_PAGE_HEADERS });
    const later = account !== null && !erased.accountClosed;
    return redirect(`${url.pathname}${later ? '?done=erasedLater' : ''}`, { status: 303, headers: LINK_PAGE_HEADERS });
  }
  if (found.action !== 'export' || intent === 'erase') return redirect(url.pathname, { status: 303, headers: LINK_PAGE_HEADERS });
  const personal = await linkedData({ id: found.id, email: found.email }, locale);
  return data(
    { failed: personal === null, view: { kind: 'data', data: personal } satisfies View },
    { status: personal ? 200 : 503, headers: LINK_PAGE_HEADERS },
  );
}

export const headers = privateHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => privateMeta(messages[loaderData?.locale ?? 'en']['myData.title'], { linkPage: true });

export default function MyDataConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const view = actionData?.view ?? loaderData.view;
  if (view.kind === 'data') return <DataView locale={loaderData.locale} data={view.data} fileAction={loaderData.filePath} />;
  return <LinkView locale={loaderData.locale} {...view.link} failed={actionData?.failed ?? false} />;
}
