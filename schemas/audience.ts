// Blocks for some campaigns only (issue 43, part 2): any block may be shown only to, or hidden from,
// the visitors of chosen campaigns (`utm_campaign`), sources (`utm_source`) or keyword matches (the
// entry schemas/message-match.ts picked). The server decides which targeted blocks a request sees in
// front of its page cache, so the cache holds one copy per set of blocks shown, never one per visitor;
// crawlers, and a visit that says nothing of its campaign, get the default page. Dependency-free but
// zod: the server, the Directus schema, the Studio's content rules and the tests import it.
import { z } from 'zod';

/** Who sees a block: everyone (the default), only the visitors it names, or everyone but them. */
export const AUDIENCE_MODES = ['everyone', 'only', 'except'] as const;
export type AudienceMode = (typeof AUDIENCE_MODES)[number];

/** The block item's fields that hold its audience (on every block collection: kit/cms/block-collection.ts). */
export const AUDIENCE_FIELDS = ['audience', 'audience_campaigns', 'audience_sources', 'audience_matches'] as const;

/** At most this many values in each list: a block for a handful of campaigns, not a catalogue. */
export const AUDIENCE_VALUES_MAX = 10;
/** A campaign's or a source's name: what ad platforms put in utm_campaign and utm_source. */
export const AUDIENCE_VALUE_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} ._-]{0,79}$/u;
/** A match entry's key, as schemas/message-match.ts writes it. */
const MATCH_KEY_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

/** A campaign's or a source's name as compared: trimmed, spaces collapsed, lower case (`Spring_Rebates` is `spring_rebates`). */
export function audienceValue(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const value = raw.trim().replace(/\s+/g, ' ').toLowerCase();
  return value && AUDIENCE_VALUE_PATTERN.test(value) ? value : null;
}

const values = (pattern: RegExp, message: string) =>
  z
    .array(z.string().trim().regex(pattern, message))
    .max(AUDIENCE_VALUES_MAX)
    .nullish()
    .transform((list) => [...new Set((list ?? []).map((v) => v.replace(/\s+/g, ' ').toLowerCase()))]);

/**
 * A block's audience as stored on its item. "Only" or "everyone but" with nothing named would show the
 * block to nobody, or to everybody: refused (at save, by the Studio's content rules).
 */
export const audienceSchema = z
  .object({
    audience: z
      .enum(AUDIENCE_MODES)
      .nullish()
      .transform((mode) => mode ?? 'everyone'),
    audience_campaigns: values(AUDIENCE_VALUE_PATTERN, 'letters, digits, spaces, dots, dashes and underscores'),
    audience_sources: values(AUDIENCE_VALUE_PATTERN, 'letters, digits, spaces, dots, dashes and underscores'),
    audience_matches: values(MATCH_KEY_PATTERN, 'lowercase letters, digits and dashes'),
  })
  .refine((a) => a.audience === 'everyone' || a.audience_campaigns.length + a.audience_sources.length + a.audience_matches.length > 0, {
    path: ['audience'],
    message: 'name at least one campaign, source or keyword match',
    params: { fr: 'nommez au moins une campagne, une source ou une correspondance de mot-clé' },
  });
export type Audience = z.output<typeof audienceSchema>;

/** What the server knows of a visit that a block's audience may name. */
export type Visit = { campaign: string | null; source: string | null; match: string | null };

/** A visit that says nothing of its campaign: a plain address, a crawler (who always gets the default page). */
export const DEFAULT_VISIT: Visit = { campaign: null, source: null, match: null };

/** A request's campaign and source from its query, and the entry its keyword picked (or null). */
export function visitOf(search: URLSearchParams, match: string | null): Visit {
  return { campaign: audienceValue(search.get('utm_campaign')), source: audienceValue(search.get('utm_source')), match };
}

/** Does the block have an audience of its own ("only" or "everyone but")? One without is shown to all alike. */
export const isTargeted = (audience: Audience | null | undefined): audience is Audience => Boolean(audience && audience.audience !== 'everyone');

/** Does the visit belong to the block's audience: any campaign, source or match it names. */
function names(audience: Audience, visit: Visit): boolean {
  return (
    (visit.campaign !== null && audience.audience_campaigns.includes(visit.campaign)) ||
    (visit.source !== null && audience.audience_sources.includes(visit.source)) ||
    (visit.match !== null && audience.audience_matches.includes(visit.match))
  );
}

/** Is a block shown to a visit: everyone's always; "only" to the visits it names; "everyone but" to the others. */
export function isShownTo(audience: Audience | null | undefined, visit: Visit): boolean {
  if (!isTargeted(audience)) return true;
  return audience.audience === 'only' ? names(audience, visit) : !names(audience, visit);
}

/** The header the server hands the loader the targeted blocks it decided to show in (never believed from outside). */
export const SHOWN_HEADER = 'x-site-shown';

/** The shown targeted blocks as the header and the cache key carry them: their ids, sorted, comma-separated. */
export function shownValue(ids: Iterable<string>): string {
  return [...ids].sort().join(',');
}

/** The ids a shown header names; null when it is absent (the loader then decides for the default visit). */
export function readShownHeader(value: string | null): ReadonlySet<string> | null {
  if (value === null) return null;
  return new Set(value.split(',').filter((id) => /^[\w-]{1,40}$/.test(id)));
}
