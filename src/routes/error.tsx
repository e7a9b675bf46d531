import { data } from 'react-router';

/**
 * `/error` and `/fr/error` (SPEC §2): the error page itself, as every error shows it: 404,
 * 'Page not found.' and 'Go back home' (rendered by the root error boundary).
 */
export function loader() {
  throw data(null, { status: 404, headers: { 'Cache-Control': 'public, max-age=0, s-maxage=300' } });
}

export default function ErrorRoute() {
  return null;
}
