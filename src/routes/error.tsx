import { data } from 'react-router';
import { momentOf } from '../pages/judged-at.server';
import { lifetimeSeconds } from '../pages/page-loader.server';
import type { Route } from './+types/error';

/**
 * `/error` and `/fr/error` (SPEC §2): the error page itself, as every error shows it: 404,
 * 'Page not found.' and 'Go back home' (rendered by the root error boundary).
 */
export async function loader({ context }: Route.LoaderArgs) {
  // Five minutes, or less when the banner its chrome carries (or anything else) starts or ends sooner.
  const seconds = await lifetimeSeconds(300, momentOf(context));
  throw data(null, { status: 404, headers: { 'Cache-Control': `public, max-age=0, s-maxage=${seconds}` } });
}

export default function ErrorRoute() {
  return null;
}
