// Query parameters that ad platforms and mailers append to links to follow a visit (campaign tags and
// click ids). They never change what a page shows, so the server's page cache leaves them out of its
// key (one rendered lander serves every click), and browser code knows which parameters to read the
// campaign from. Dependency-free: the server, the app and the browser all import it.

/**
 * The marketing parameters, compared without regard to case. An entry ending in `*` is a prefix:
 * `utm_*` is every utm parameter (utm_source, utm_id, utm_source_platform, ...).
 */
export const MARKETING_PARAMS = [
  'utm_*', // Google Analytics campaign tags
  'gclid', // Google Ads click id
  'gbraid', // Google Ads click id (iOS app to web)
  'wbraid', // Google Ads click id (web to iOS app)
  'fbclid', // Meta click id
  'msclkid', // Microsoft Advertising click id
  '_gl', // Google tag cross-domain linker
  'mc_cid', // Mailchimp campaign id
  'mc_eid', // Mailchimp subscriber id
] as const;

const exact = new Set<string>(MARKETING_PARAMS.filter((p) => !p.endsWith('*')));
const prefixes = MARKETING_PARAMS.filter((p) => p.endsWith('*')).map((p) => p.slice(0, -1));

/** True for a marketing parameter's name (`utm_source`, `GCLID`), false for any other. */
export function isMarketingParam(name: string): boolean {
  const lower = name.toLowerCase();
  return exact.has(lower) || prefixes.some((prefix) => lower.startsWith(prefix));
}

/**
 * A query string without its marketing parameters, the others kept in their order: "" when none is
 * left, "?name=value&..." otherwise. Takes `location.search`, "a=1&b=2" or URLSearchParams.
 */
export function withoutMarketingParams(search: string | URLSearchParams): string {
  const kept = keptParams(search);
  const text = kept.toString();
  return text ? `?${text}` : '';
}

function keptParams(search: string | URLSearchParams, alsoLeft: readonly string[] = []): URLSearchParams {
  const left = new Set(alsoLeft.map((name) => name.toLowerCase()));
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) if (!isMarketingParam(name) && !left.has(name.toLowerCase())) kept.append(name, value);
  return kept;
}

/**
 * The page cache's key for a request's path and query (Express's `req.originalUrl`): the path as sent,
 * the query without marketing parameters and sorted by name, so that `?gclid=1` shares the entry of
 * the bare path and `?a=1&b=2` the entry of `?b=2&a=1`. The sort is stable: repeated names keep their
 * order, which may matter to the page (`get()` reads the first). `alsoLeft`: more parameters to leave
 * out, compared without regard to case (a lander's keyword parameter, whose entry joins the key instead).
 */
export function cacheKeyFor(url: string, alsoLeft: readonly string[] = []): string {
  const hash = url.indexOf('#');
  const withoutHash = hash === -1 ? url : url.slice(0, hash);
  const question = withoutHash.indexOf('?');
  if (question === -1) return withoutHash;
  const kept = keptParams(withoutHash.slice(question + 1), alsoLeft);
  kept.sort();
  const text = kept.toString();
  return `${withoutHash.slice(0, question)}${text ? `?${text}` : ''}`;
}
