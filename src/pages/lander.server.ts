// What a lander's visit changes on its page (issue 43), decided once by the server in front of its
// page cache (server/app.ts): the message-match entry the keyword selects, and which blocks shown to
// some visitors only (schemas/audience.ts) this visit sees. The cache key gets the entry and the set of
// blocks shown, never the keyword or the campaign, so a thousand visitors share the few copies those
// make; the loader gets the decision in headers a request cannot set.
import { DEFAULT_VISIT, isShownTo, shownValue, visitOf, type Visit } from '#schemas/audience';
import { keywordFrom, pickMatch } from '#schemas/message-match';
import { parseSitePath } from '#schemas/paths';
import { contentService, type Lander, type TargetedBlock } from '../cms/content.server';
import type { PageBlockEntry } from '../cms/blocks';
import { isCrawler } from '../site/crawler';

export type ServedLander = {
  /** The parameter the page reads the keyword from (left out of the page cache's key, as campaign tags are), or null without matches. */
  param: string | null;
  /** The entry shown, or null for the page's own words (no keyword, an unknown one, a crawler). */
  key: string | null;
  /** The targeted blocks this visit sees, as SHOWN_HEADER carries them; null when the page has none. */
  shown: string | null;
  /** What the page cache adds to its key: one entry per match and per set of blocks shown, never per visitor. */
  cacheKey: string;
};

/** The targeted blocks a visit sees, by their row in the page's block list; a crawler's visit is the default one. */
export function shownTargeted(targeted: readonly TargetedBlock[], visit: Visit): string[] {
  return targeted.filter((b) => isShownTo(b.audience, visit)).map((b) => b.id);
}

/** What a request changes on a lander (see ServedLander), or null when the page has nothing a visit changes (or Directus cannot say). */
export async function serveLander(pathname: string, search: URLSearchParams, userAgent: string): Promise<ServedLander | null> {
  const { locale, slug } = parseSitePath(pathname);
  const lander = await landerOf(locale, slug);
  if (!lander) return null;
  return decide(lander, search, isCrawler(userAgent), locale);
}

/**
 * A page's lander, asked on every request with a query (every ad click): kept a second, so a burst of
 * clicks skips the content service's reads; an edit shows in the decision within that second.
 */
const LANDER_MEMO_MS = 1_000;
const landerMemo = new Map<string, { at: number; lander: Promise<Lander | null> }>();
function landerOf(locale: 'en' | 'fr', slug: string): Promise<Lander | null> {
  const key = `${locale}|${slug}`;
  const now = Date.now();
  const known = landerMemo.get(key);
  if (known && now - known.at < LANDER_MEMO_MS) return known.lander;
  // Only paths the site has pages for are asked twice: the memo holds a bounded set (a 404 is not kept).
  const lander = contentService()
    .landerAt(locale, slug)
    .catch(() => null);
  void lander.then((found) => {
    if (found) landerMemo.set(key, { at: now, lander });
    else landerMemo.delete(key);
  });
  return lander;
}

/** The decision for one request on a lander: crawlers get the page's own words and its default blocks. */
export function decide(lander: Lander, search: URLSearchParams, crawler: boolean, locale: 'en' | 'fr'): ServedLander {
  const { match, targeted } = lander;
  const entry = match && !crawler ? pickMatch(match.entries, keywordFrom(search, match.param), locale) : null;
  const key = entry?.key ?? null;
  const shown = targeted.length > 0 ? shownValue(shownTargeted(targeted, crawler ? DEFAULT_VISIT : visitOf(search, key))) : null;
  // The blocks a plain address shows add nothing to the key: such a visit shares the plain address's copy.
  const asPlain = shown === null || shown === shownValue(shownTargeted(targeted, DEFAULT_VISIT));
  return {
    param: match?.param ?? null,
    key,
    shown,
    cacheKey: `${key ? ` match:${key}` : ''}${asPlain ? '' : ` shown:${shown}`}`,
  };
}

/**
 * The page's blocks for one visit: the targeted ones the server decided to show (`shown`, from
 * SHOWN_HEADER), or, without a decision (a plain address), those a visit that names no campaign sees.
 * Every other block stays.
 */
export function forVisit(blocks: readonly PageBlockEntry[], shown: ReadonlySet<string> | null, visit: Visit = DEFAULT_VISIT): PageBlockEntry[] {
  return blocks.filter((b) => b.kind !== 'block' || !b.audience || (shown ? shown.has(b.id) : isShownTo(b.audience, visit)));
}
