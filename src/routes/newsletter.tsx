// The newsletter's mailed links: /newsletter/confirm/:token (double opt-in) and
// /newsletter/unsubscribe/:token, French under /fr/infolettre/confirmer and /fr/infolettre/desabonnement.
// A GET only shows where the address stands, with one button; the POST changes it, then redirects
// back (post/redirect/get). Mail scanners that open links change nothing; mail programs' own
// Unsubscribe button posts `List-Unsubscribe=One-Click` here (RFC 8058) and is answered at once.
import { data, matchPath, redirect } from 'react-router';
import { z } from 'zod';
import { LOCALES } from '#schemas/locale';
import { alternatesOf, localeFromPathname, SITE_PATHS } from '#schemas/paths';
import { settingsAndOther } from '../cms/content.server';
import { formRateLimit, readBody } from '../forms/request.server';
import { byConfirmToken, byUnsubscribeToken, confirmSubscription, unsubscribe } from '../forms/subscription.server';
import { messages } from '#kit/i18n/messages';
import { NEWSLETTER_TEXT, NewsletterView, type NewsletterMode, type NewsletterProps } from './newsletter-view';
import { LINK_PAGE_HEADERS, privateHeaders, privateMeta } from './private-page';
import type { Route } from './+types/newsletter';

/** Which of its two routes served the page (matched as the router matches, whatever the case). */
const modeOf = (pathname: string): NewsletterMode =>
  LOCALES.some((locale) => matchPath(SITE_PATHS['newsletter-confirm'][locale], pathname)) ? 'confirm' : 'unsubscribe';
const PAGES = { confirm: 'newsletter-confirm', unsubscribe: 'newsletter-unsubscribe' } as const satisfies Record<NewsletterMode, string>;

type View = NewsletterProps['view'];

export async function loader({ params, url }: Route.LoaderArgs) {
  const locale = localeFromPathname(url.pathname);
  const mode = modeOf(url.pathname);
  const alternates = alternatesOf(PAGES[mode], { token: params.token });
  const [settings, other] = await settingsAndOther(locale);
  const base = { layout: 'default' as const, alternates, locale, mode, siteName: settings?.site_name ?? other?.site_name ?? '' };
  const found = await (mode === 'confirm' ? byConfirmToken : byUnsubscribeToken)(params.token);
  if (found === undefined) throw data(null, { status: 503, headers: { ...LINK_PAGE_HEADERS, 'Retry-After': '30' } });
  if (found === null) return data({ ...base, view: { state: 'gone', email: null } satisfies View }, { status: 404, headers: LINK_PAGE_HEADERS });
  let state: View['state'];
  if (mode === 'confirm') state = found.status === 'confirmed' ? 'done' : found.status === 'unsubscribed' || found.confirmExpired ? 'gone' : 'ask';
  else state = found.status === 'unsubscribed' ? 'done' : 'ask';
  return data({ ...base, view: { state, email: found.email } satisfies View }, { status: state === 'gone' ? 410 : 200, headers: LINK_PAGE_HEADERS });
}

export async function action({ params, request, url }: Route.ActionArgs) {
  const mode = modeOf(url.pathname);
  const read = await readBody(request, ['application/x-www-form-urlencoded', 'multipart/form-data']);
  if (!read.ok)
    return data(
      { problem: read.status === 413 ? ('form.tooLarge' as const) : ('form.unsupported' as const) },
      { status: read.status, headers: LINK_PAGE_HEADERS },
    );
  // RFC 8058: a mail program's Unsubscribe button posts this from the provider's servers, many
  // people from one address, so it is not rate-limited (the 256-bit link is the protection).
  const oneClick = mode === 'unsubscribe' && z.object({ 'List-Unsubscribe': z.literal('One-Click') }).safeParse(read.body).success;
  if (!oneClick && (await formRateLimit(`newsletter-${mode}`, request)))
    return data({ problem: 'form.rateLimited' as const }, { status: 429, headers: { ...LINK_PAGE_HEADERS, 'Retry-After': '600' } });
  const result = await (mode === 'confirm' ? confirmSubscription : unsubscribe)(params.token);
  if (oneClick)
    return new Response(result.ok ? 'Unsubscribed.\n' : 'Not unsubscribed.\n', {
      status: result.ok ? 200 : result.problem === 'gone' ? 404 : 503,
      headers: { ...LINK_PAGE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' },
    });
  if (result.ok) return redirect(url.pathname, { status: 303, headers: LINK_PAGE_HEADERS });
  return data(
    { problem: result.problem === 'gone' ? ('lead.expired.title' as const) : ('form.unavailable' as const) },
    { status: result.problem === 'gone' ? 410 : 503, headers: LINK_PAGE_HEADERS },
  );
}

export const headers = privateHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  privateMeta(loaderData ? messages[loaderData.locale][NEWSLETTER_TEXT[loaderData.mode][loaderData.view.state].title] : '', { linkPage: true });

export default function Newsletter({ loaderData, actionData }: Route.ComponentProps) {
  const { view, mode, locale, siteName } = loaderData;
  return <NewsletterView locale={locale} mode={mode} view={view} siteName={siteName} problem={actionData?.problem ?? null} />;
}
