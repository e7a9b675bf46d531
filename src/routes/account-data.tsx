// /account/data and /fr/compte/donnees: everything stored about the signed-in visitor, readable, with
// the same as a JSON file (account-data-file.ts). Signed out: off to sign in. Each reading is logged
// (decision 0019). Private: rendered per request, never cached, never indexed.
import { data, redirect } from 'react-router';
import { messages } from '#kit/i18n/messages';
import { alternatesOf, localeFromPathname } from '#schemas/paths';
import { ACCOUNT_PATHS } from '../auth/paths';
import { readSession } from '../auth/session.server';
import { exportData, subjectOf } from '../privacy/rights.server';
import { DataView } from './account-data-view';
import { PRIVATE_HEADERS, privateHeaders, privateMeta } from './private-page';
import type { Route } from './+types/account-data';

export async function loader({ request, url }: Route.LoaderArgs) {
  const locale = localeFromPathname(url.pathname);
  const { user } = await readSession(request);
  if (!user) throw redirect(ACCOUNT_PATHS[locale], { headers: PRIVATE_HEADERS });
  const personal = await exportData(
    subjectOf(user),
    { uid: user.uid, email: user.email, name: user.name, emailVerified: user.emailVerified },
    { channel: 'account', locale },
  );
  return data(
    {
      layout: 'default' as const,
      alternates: alternatesOf('account-data'),
      locale,
      personal,
    },
    { status: personal ? 200 : 503, headers: PRIVATE_HEADERS },
  );
}

export const headers = privateHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => privateMeta(messages[loaderData?.locale ?? 'en']['data.title']);

export default function AccountData({ loaderData }: Route.ComponentProps) {
  return <DataView locale={loaderData.locale} data={loaderData.personal} />;
}
