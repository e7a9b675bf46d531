import type { Alternate } from '#schemas/paths';
import type { PageRow } from '#schemas/page';
import type { SiteSettings } from '#schemas/site-settings';
import type { PageBlockEntry } from './blocks';

/** A page as the renderer gets it: parsed, flattened, with its published translations. */
export type PageView = {
  page: PageRow;
  blocks: PageBlockEntry[];
  /** The page's own path and those of its translations that are live now. */
  alternates: Alternate[];
  settings: SiteSettings | null;
  preview: boolean;
  /** Rendered for the Data Studio's Visual Editor (an edit token): what a marketer may change is marked. */
  editing?: boolean;
  /** The A/B test version shown, `12-B` (schemas/experiment.ts variantLabel); null outside a test. */
  variant?: string | null;
  /** The message-match entry shown (issue 43), its key; null for the page's own words. */
  match?: string | null;
  /** In the Visual Editor: what its bar offers to view the page as a keyword or a campaign would (issue 43). */
  viewAs?: ViewAs;
};

/**
 * The editor bar's "View as" (issue 43): the edit token its form keeps, the page's keyword parameter
 * and entries (each selected by its first phrase), and the keyword and campaign viewed now.
 */
export type ViewAs = {
  token: string;
  param: string;
  entries: { key: string; phrase: string }[];
  campaign: string | null;
  /** Does the address view the page as some visit (a keyword, a campaign or a source), rather than show every block? */
  active: boolean;
};

export type PageLookup = { status: 'found'; view: PageView } | { status: 'not-found' };

/** Thrown when Directus cannot answer and nothing cached can stand in. */
export class ContentUnavailableError extends Error {
  override readonly name = 'ContentUnavailableError';
}
