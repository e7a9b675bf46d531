// /account/delete and /fr/compte/supprimer: the confirming step before a signed-in visitor's account
// and data are deleted (decision 0019), then the deletion itself: their data erased in one Directus
// transaction (upcoming demos cancelled with the usual e-mail, a confirmed newsletter sign-up kept as
// a consent proof without the address), their sign-in account closed, their session ended. A plain
// post that works without JavaScript; a failure changes nothing and says so.
import { data, redirect } from 'react-router';
import { messages } from '#kit/i18n/messages';
import { alternatesOf, localeFromPathname } from '#schemas/paths';
import { effectiveRetention } from '#schemas/retention';
import { leadsOf } from '../account/leads.server';
import { ACCOUNT_PATHS } from '../auth/paths';
import { endSession, readSession, sameOrigin, withSessionCookies } from '../auth/session.server';
import { settingsAndOther } from '../cms/content.server';
import { formRateLimit } from '../forms/request.server';
import { eraseData, subjectOf } from '../privacy/rights.server';
import { DeleteView } from './account-delete-view';
import { PRIVATE_HEADERS, privateHeaders, privateMeta } from './private-page';
import type { Route } from './+types/account-delete';

export async function loader({ request, url }: Route.LoaderArgs) {
  const locale = localeFromPathname(url.pathname);
  const { user } = await readSession(request);
  if (!user) throw redirect(ACCOUNT_PATHS[locale], { headers: PRIVATE_HEADERS });
  const [leads, settings] = await Promise.all([leadsOf(user), settingsAndOther(locale)]);
  return data(
    {
      layout: 'default' as const,
      alternates: alternatesOf('account-delete'),
      locale,
      upcoming: leads?.demos.filter((d) => d.state === 'upcoming').length ?? 0,
      proofMonths: effectiveRetention(settings).proofMonths,
    },
    { headers: PRIVATE_HEADERS },
  );
}

export async function action({ request, url }: Route.ActionArgs) {
  const locale = localeFromPathname(url.pathname);
  if (!sameOrigin(request)) throw data(null, { status: 403, headers: PRIVATE_HEADERS });
  const { user } = await readSession(request);
  if (!user) throw redirect(ACCOUNT_PATHS[locale], { status: 303, headers: PRIVATE_HEADERS });
  if (await formRateLimit('account', request)) return data({ failed: true }, { status: 429, headers: PRIVATE_HEADERS });
  const erased = await eraseData(subjectOf(user), { channel: 'account', locale, closeAccount: true });
  if (!erased) return data({ failed: true }, { status: 503, headers: PRIVATE_HEADERS });
  // Closed, the account's sessions end with it; if Firebase would not close it yet, they are revoked.
  if (!erased.accountClosed) await endSession(request);
  return redirect(`${ACCOUNT_PATHS[locale]}?done=${erased.accountClosed ? 'deleted' : 'deletedLater'}`, {
    status: 303,
    headers: withSessionCookies(request, null, PRIVATE_HEADERS),
  });
}

export const headers = privateHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => privateMeta(messages[loaderData?.locale ?? 'en']['delete.title']);

export default function AccountDelete({ loaderData, actionData }: Route.ComponentProps) {
  return <DeleteView locale={loaderData.locale} upcoming={loaderData.upcoming} proofMonths={loaderData.proofMonths} failed={actionData?.failed ?? false} />;
}
