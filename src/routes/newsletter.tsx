// The newsletter's mailed links: /newsletter/confirm/:token (double opt-in) and
// /newsletter/unsubscribe/:token, French under /fr/infolettre/confirmer and /fr/infolettre/desabonnement.
// A GET only shows where the address stands, with one button; the POST changes it, then redirects
// back (post/redirect/get). Mail scanners that open links change nothing; mail programs' own
// Unsubscribe button posts `List-Unsubscribe=One-Click` here (RFC 8058) and is answered at once.
import { data, redirect } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { z } from 'zod';
import { ButtonLink } from '#kit/ui/ButtonLink';
import { Styles } from '#kit/styles';
import formStyles from '#kit/forms/forms.module.css';
import { localeFromPathname, sitePath } from '#schemas/paths';
import { settingsAndOther } from '../cms/content.server';
import { LEAD_PATHS } from '../forms/lead-links';
import { formRateLimit, readBody } from '../forms/request.server';
import { byConfirmToken, byUnsubscribeToken, confirmSubscription, unsubscribe } from '../forms/subscription.server';
import { PRIVATE_HEADERS } from './demo-manage';
import { messages } from '#kit/i18n/messages';
import styles from './lead.module.css';
import type { Route } from './+types/newsletter';

type Mode = 'confirm' | 'unsubscribe';
const modeOf = (pathname: string): Mode => (Object.values(LEAD_PATHS.confirm).some((p) => pathname.startsWith(`${p}/`)) ? 'confirm' : 'unsubscribe');

/** What the page says: ask (one button), done, or the link is not (or no longer) valid. */
type View = { state: 'ask' | 'done' | 'gone'; email: string | null };

export async function loader({ params, url }: Route.LoaderArgs) {
  const locale = localeFromPathname(url.pathname);
  const mode = modeOf(url.pathname);
  const alternates = (['en', 'fr'] as const).map((l) => ({ locale: l, path: `${LEAD_PATHS[mode][l]}/${params.token}` }));
  const [settings, other] = await settingsAndOther(locale);
  const base = { layout: 'default' as const, alternates, locale, mode, siteName: settings?.site_name ?? other?.site_name ?? '' };
  const found = await (mode === 'confirm' ? byConfirmToken : byUnsubscribeToken)(params.token);
  if (found === undefined) throw data(null, { status: 503, headers: { ...PRIVATE_HEADERS, 'Retry-After': '30' } });
  if (found === null) return data({ ...base, view: { state: 'gone', email: null } satisfies View }, { status: 404, headers: PRIVATE_HEADERS });
  let state: View['state'];
  if (mode === 'confirm') state = found.status === 'confirmed' ? 'done' : found.status === 'unsubscribed' || found.confirmExpired ? 'gone' : 'ask';
  else state = found.status === 'unsubscribed' ? 'done' : 'ask';
  return data({ ...base, view: { state, email: found.email } satisfies View }, { status: state === 'gone' ? 410 : 200, headers: PRIVATE_HEADERS });
}

export async function action({ params, request, url }: Route.ActionArgs) {
  const mode = modeOf(url.pathname);
  const read = await readBody(request, ['application/x-www-form-urlencoded', 'multipart/form-data']);
  if (!read.ok)
    return data(
      { problem: read.status === 413 ? ('form.tooLarge' as const) : ('form.unsupported' as const) },
      { status: read.status, headers: PRIVATE_HEADERS },
    );
  // RFC 8058: a mail program's Unsubscribe button posts this from the provider's servers, many
  // people from one address, so it is not rate-limited (the 256-bit link is the protection).
  const oneClick = mode === 'unsubscribe' && z.object({ 'List-Unsubscribe': z.literal('One-Click') }).safeParse(read.body).success;
  if (!oneClick && (await formRateLimit(`newsletter-${mode}`, request)))
    return data({ problem: 'form.rateLimited' as const }, { status: 429, headers: { ...PRIVATE_HEADERS, 'Retry-After': '600' } });
  const result = await (mode === 'confirm' ? confirmSubscription : unsubscribe)(params.token);
  if (oneClick)
    return new Response(result.ok ? 'Unsubscribed.\n' : 'Not unsubscribed.\n', {
      status: result.ok ? 200 : result.problem === 'gone' ? 404 : 503,
      headers: { ...PRIVATE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' },
    });
  if (result.ok) return redirect(url.pathname, { status: 303, headers: PRIVATE_HEADERS });
  return data(
    { problem: result.problem === 'gone' ? ('lead.expired.title' as const) : ('form.unavailable' as const) },
    { status: result.problem === 'gone' ? 410 : 503, headers: PRIVATE_HEADERS },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? messages[loaderData.locale][TEXT[loaderData.mode][loaderData.view.state].title] : '' },
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'same-origin' },
];

const TEXT = {
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

export default function Newsletter({ loaderData, actionData }: Route.ComponentProps) {
  const { view, mode, locale, siteName } = loaderData;
  const text = TEXT[mode][view.state];
  const values = { email: view.email ?? '', site: siteName };
  return (
    <main id="main" className={styles.main}>
      <Styles of="routes" />
      <Styles of="kit/forms" />
      <div className={styles.card}>
        <h1 className={styles.title}>
          <FormattedMessage id={text.title} />
        </h1>
        {actionData?.problem && (
          <p className={formStyles.notice} role="alert">
            <FormattedMessage id={actionData.problem} />
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
