// Message match on a lander (issue 43): the page with the words of the entry a request's keyword
// selects in its slots (the server picks it in front of its page cache: src/pages/lander.server.ts).
// The visitor's keyword only ever selects an entry; what the page shows are words a marketer wrote
// (schemas/message-match.ts).
import { keywordFrom, pickMatch, type MatchEntry, type MessageMatch } from '#schemas/message-match';
import type { PageView } from '../cms/types';

/** The entry a preview or the Visual Editor shows for the keyword in its URL (they are not cached: picked where they render). */
export function matchForPreview(match: MessageMatch | null, search: URLSearchParams, locale: PageView['page']['locale']): MatchEntry | null {
  return match ? pickMatch(match.entries, keywordFrom(search, match.param), locale) : null;
}

/**
 * The page with an entry's words in its slots: the first hero's heading and sub-heading, and the
 * page's first call to action (the hero's button, else the first call-to-action band). A slot the
 * entry leaves empty keeps the page's words.
 */
export function withMatch(view: PageView, entry: MatchEntry): PageView {
  let heroDone = false;
  let ctaDone = false;
  const blocks = view.blocks.map((item) => {
    if (item.kind !== 'block') return item;
    const { block } = item;
    if (block.collection === 'block_hero' && !heroDone) {
      heroDone = true;
      const ctaHere = !ctaDone && Boolean(block.primary_href && block.primary_label);
      if (ctaHere) ctaDone = true;
      return {
        ...item,
        block: {
          ...block,
          headline: entry.heading ?? block.headline,
          body: entry.subheading ?? block.body,
          primary_label: ctaHere ? (entry.cta_label ?? block.primary_label) : block.primary_label,
        },
      };
    }
    if (block.collection === 'block_call_to_action' && !ctaDone) {
      ctaDone = true;
      return { ...item, block: { ...block, button_label: entry.cta_label ?? block.button_label } };
    }
    return item;
  });
  return { ...view, blocks, match: entry.key };
}
