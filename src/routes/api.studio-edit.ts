// The Visual Editor's way in (decision 0016): the Data Studio's Visual Editor module frames this
// address, which sends the frame on to the Studio's own /site-preview/edit. There, the editor's session
// says who they are, and a Data Studio user comes back to the page with an edit token; a visitor who
// opens this address lands on the visitor's page. The site never sees a Directus session or token.
import { redirect } from 'react-router';
import { serverConfig } from '../config.server';
import type { Route } from './+types/api.studio-edit';

export function loader({ request }: Route.LoaderArgs) {
  const to = new URL(request.url).searchParams.get('to') ?? '/';
  const path = to.startsWith('/') && !to.startsWith('//') ? to : '/';
  return redirect(`${serverConfig().studioUrl}/site-preview/edit?to=${encodeURIComponent(path)}`, {
    headers: { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex' },
  });
}
