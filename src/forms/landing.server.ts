// What a lead's landing page showed it (issue 43): the keyword match and the blocks for some campaigns
// only, each checked on the server against the page itself, since the browser that sends a lead may
// say anything.
import { audienceValue, isShownTo, type Visit } from '#schemas/audience';
import type { VariantKey } from '#schemas/experiment';
import { parseSitePath } from '#schemas/paths';
import { contentService } from '../cms/content.server';

/**
 * The keyword match a lead says its landing page showed (issue 43), kept only when that page has an
 * entry of that key: the browser sends it, and a browser may say anything.
 */
export async function shownMatch(landingPath: string | null, key: string | null): Promise<string | null> {
  if (!key) return null;
  const lander = await landerAt(landingPath);
  return lander?.match?.entries.some((entry) => entry.key === key) ? key : null;
}

/** The live page at a lead's landing path, as a lander (null: none, or Directus cannot say). */
function landerAt(landingPath: string | null) {
  if (!landingPath) return Promise.resolve(null);
  const { locale, slug } = parseSitePath(landingPath);
  return contentService()
    .landerAt(locale, slug)
    .catch(() => null);
}

/**
 * The targeted blocks a lead's landing page showed it (issue 43), as the lead stores them
 * (`block_call_to_action/12`, comma-separated): decided again from what the lead kept of its visit (its
 * campaign, source and checked keyword match) on the version of the page it saw, so a browser cannot
 * name blocks it was not shown. Null when the page has none shown to that visit.
 */
export async function targetedSeen(
  landingPath: string | null,
  visit: { utm_campaign?: string | null; utm_source?: string | null; keyword_match?: string | null },
  variant: VariantKey | null,
): Promise<string | null> {
  const lander = await landerAt(landingPath);
  if (!lander) return null;
  const seen: Visit = { campaign: audienceValue(visit.utm_campaign), source: audienceValue(visit.utm_source), match: visit.keyword_match ?? null };
  // The control's own blocks stand on the page itself; another version's on its copy.
  const version = variant === null || variant === 'A' ? null : variant;
  const blocks = lander.targeted.filter((b) => b.variant === version && b.itemId !== null && isShownTo(b.audience, seen));
  return blocks.length > 0 ? blocks.map((b) => `${b.collection}/${b.itemId ?? ''}`).join(',') : null;
}
