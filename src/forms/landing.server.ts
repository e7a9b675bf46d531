// What a lead's landing page showed it (issue 43): the keyword match and the blocks for some campaigns
// only, each checked on the server against the page itself, since the browser that sends a lead may
// say anything.
import { audienceValue, isShownTo, type Visit } from '#schemas/audience';
import type { VariantKey } from '#schemas/experiment';
import { parseSitePath } from '#schemas/paths';
import { contentService } from '../cms/content.server';

/** What a lead keeps of its landing page: the keyword match it showed, and the campaign blocks. */
export type Landing = { keyword_match: string | null; targeted_blocks: string | null };

/**
 * What a lead's landing page showed it (issue 43), read once from the live page at its landing path:
 * - the keyword match the browser says it showed, kept only when that page has an entry of that key;
 * - the blocks for some campaigns only it showed (`block_call_to_action/12`, comma-separated), decided
 *   again from the lead's campaign, source and checked match on the version of the page it saw, so a
 *   browser cannot name blocks it was not shown.
 */
export async function landingSeen(
  landingPath: string | null,
  visit: { utm_campaign?: string | null; utm_source?: string | null; keyword_match?: string | null },
  variant: VariantKey | null,
): Promise<Landing> {
  const none: Landing = { keyword_match: null, targeted_blocks: null };
  if (!landingPath) return none;
  const { locale, slug } = parseSitePath(landingPath);
  const lander = await contentService()
    .landerAt(locale, slug)
    .catch(() => null);
  if (!lander) return none;
  const claimed = visit.keyword_match ?? null;
  const match = claimed && lander.match?.entries.some((entry) => entry.key === claimed) ? claimed : null;
  const seen: Visit = { campaign: audienceValue(visit.utm_campaign), source: audienceValue(visit.utm_source), match };
  // The control's own blocks stand on the page itself; another version's on its copy.
  const version = variant === null || variant === 'A' ? null : variant;
  const blocks = lander.targeted.filter((b) => b.variant === version && b.itemId !== null && isShownTo(b.audience, seen));
  return { keyword_match: match, targeted_blocks: blocks.length > 0 ? blocks.map((b) => `${b.collection}/${b.itemId ?? ''}`).join(',') : null };
}
