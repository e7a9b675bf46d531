// /account/data.json and /fr/compte/donnees.json: the signed-in visitor's data as one JSON file to
// keep (the right to receive it "in a structured, commonly used format"). Signed out: off to sign in.
import { redirect } from 'react-router';
import { localeFromPathname } from '#schemas/paths';
import { ACCOUNT_PATHS } from '../auth/paths';
import { readSession } from '../auth/session.server';
import { exportData, subjectOf } from '../privacy/rights.server';
import { PRIVATE_HEADERS } from './private-page';
import type { Route } from './+types/account-data-file';

export async function loader({ request, url }: Route.LoaderArgs) {
  const locale = localeFromPathname(url.pathname.replace(/\.json$/, ''));
  const { user } = await readSession(request);
  if (!user) throw redirect(ACCOUNT_PATHS[locale], { headers: { 'Cache-Control': 'private, no-store' } });
  const personal = await exportData(
    subjectOf(user),
    { uid: user.uid, email: user.email, name: user.name, emailVerified: user.emailVerified },
    { channel: 'account', locale },
  );
  const headers = { ...PRIVATE_HEADERS, 'Content-Type': 'application/json; charset=utf-8' };
  if (!personal) return new Response(JSON.stringify({ error: 'unavailable' }), { status: 503, headers: { ...headers, 'Retry-After': '60' } });
  return new Response(JSON.stringify(personal, null, 2), {
    headers: { ...headers, 'Content-Disposition': `attachment; filename="my-data-${personal.generatedAt.slice(0, 10)}.json"` },
  });
}
