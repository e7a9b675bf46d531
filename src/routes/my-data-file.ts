// POST /my-data/confirm/:token/data.json (French: …/donnees.json): the data a waiting download link
// opens, as one JSON file to keep. Posted from the link's page (my-data-confirm.tsx); a GET goes back
// there, since mail scanners open links. Each download is logged.
import { redirect } from 'react-router';
import { messages } from '#kit/i18n/messages';
import type { Locale } from '#schemas/locale';
import { localeFromPathname, pathTo } from '#schemas/paths';
import { formRateLimit } from '../forms/request.server';
import { linkedData, requestByToken } from '../privacy/requests.server';
import { LINK_PAGE_HEADERS } from './private-page';
import type { Route } from './+types/my-data-file';

const pageOf = (locale: Locale, token: string) => pathTo('my-data-confirm', locale, { token });

export function loader({ params, url }: Route.LoaderArgs) {
  return redirect(pageOf(localeFromPathname(url.pathname), params.token), { headers: LINK_PAGE_HEADERS });
}

export async function action({ params, request, url }: Route.ActionArgs) {
  const locale = localeFromPathname(url.pathname);
  const back = redirect(pageOf(locale, params.token), { status: 303, headers: LINK_PAGE_HEADERS });
  if (await formRateLimit('my-data-link', request)) return back;
  const found = await requestByToken(params.token);
  if (!found || found.expired || found.status !== 'pending' || found.action !== 'export' || !found.email) return back;
  const personal = await linkedData({ id: found.id, email: found.email }, locale);
  if (!personal)
    return new Response(`${messages[locale]['data.unavailable']}\n`, {
      status: 503,
      headers: { ...LINK_PAGE_HEADERS, 'Retry-After': '30', 'Content-Type': 'text/plain; charset=utf-8' },
    });
  return new Response(JSON.stringify(personal, null, 2), {
    headers: {
      ...LINK_PAGE_HEADERS,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="my-data-${personal.generatedAt.slice(0, 10)}.json"`,
    },
  });
}
