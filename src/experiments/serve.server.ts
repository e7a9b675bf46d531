// A request for a page under an A/B test (decision 0018): which version it gets, decided once by the
// server in front of its page cache (server/app.ts) and handed to the route's loader in a header that
// is never believed from outside. A new visitor is given a version by weight, in a first-party cookie
// holding only experiment ids and letters, and counted once (src/experiments/exposures.server.ts).
import { parseSitePath } from '#schemas/paths';
import { readVariants, VARIANTS_COOKIE, VARIANTS_COOKIE_MAX_AGE_S, variantsCookieValue } from '#schemas/experiment';
import { stringifySetCookie } from 'cookie';
import { contentService } from '../cms/content.server';
import { cookieValue } from '../shared/cookies.server';
import { isCrawler } from '../site/crawler';
import { assignVariant, type Assignment } from './assign';

export type ServedVariant = {
  assignment: Assignment;
  /** The cookie to set: only for a visitor given a version now. */
  setCookie: string | null;
  /**
   * False while the visitor holds no version of a running test (a first visit, a crawler): such an
   * answer must not be kept by a CDN, whose key is the cookie (docs/operators.md, "A/B tests behind a CDN").
   */
  shareable: boolean;
  /** What the page cache adds to its key: one entry per version, never per visitor. */
  cacheKey: string;
  /** A crawler: shown the page itself, unassigned, and its page says no version. */
  crawler: boolean;
};

/** The version for a request to `pathname`, or null when the page has no experiment in play (or Directus cannot say). */
export async function serveVariant(
  pathname: string,
  headers: { cookie: string | null; userAgent: string; secure: boolean },
  random: () => number = Math.random,
): Promise<ServedVariant | null> {
  const { locale, slug } = parseSitePath(pathname);
  const inPlay = await contentService()
    .experimentAt(locale, slug)
    .catch(() => null);
  if (!inPlay) return null;
  const { experiment, available } = inPlay;
  const held = readVariants(cookieValue(headers.cookie, VARIANTS_COOKIE));
  const crawler = isCrawler(headers.userAgent);
  const assignment = assignVariant(experiment, available, held.get(experiment.id), crawler, random);
  if (!assignment) return null;
  let setCookie: string | null = null;
  if (assignment.fresh) {
    // The visitor's other experiments stay; ones no longer in play are dropped as they come by.
    held.set(experiment.id, assignment.key);
    setCookie = stringifySetCookie({
      name: VARIANTS_COOKIE,
      value: variantsCookieValue(held),
      path: '/',
      maxAge: VARIANTS_COOKIE_MAX_AGE_S,
      sameSite: 'lax',
      httpOnly: true,
      secure: headers.secure,
    });
  }
  const running = experiment.status === 'running';
  return {
    assignment,
    setCookie,
    shareable: !running || (!assignment.fresh && held.get(experiment.id) === assignment.key),
    cacheKey: ` variant:${experiment.id}=${assignment.key}`,
    crawler: crawler && running,
  };
}
