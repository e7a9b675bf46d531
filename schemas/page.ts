import { z } from 'zod';
import { cmsImageSchema } from './image.ts';
import { variantKeySchema } from './experiment.ts';
import { localeSchema } from './locale.ts';
import { pageTwinFields } from './translation-state.ts';
import { MATCH_PARAM_PATTERN, matchEntrySchema, MATCHES_PER_PAGE } from './message-match.ts';

export const PAGE_LAYOUTS = ['default', 'vhersheader'] as const;
export const pageStatusSchema = z.enum(['draft', 'published', 'archived']);

/** What a page path is once normalised: "/", or segments of letters, digits, hyphens and underscores. */
export const PAGE_PATH_PATTERN = /^\/([\w-]+(\/[\w-]+)*)?$/;

/** A page path after the locale prefix: "/" for home, "/stride", "/ads/heatPumpLong". */
export const slugSchema = z
  .string()
  .trim()
  .transform((s) => (s === '' ? '/' : s.startsWith('/') ? s : `/${s}`))
  .transform((s) => (s.length > 1 ? s.replace(/\/+$/, '') : s))
  .pipe(z.string().regex(PAGE_PATH_PATTERN, 'A path like /stride or /ads/heat-pumps'));

const nullableDate = z
  .string()
  .nullish()
  .transform((v) => v ?? null);

/** What the site needs to route a page: small enough to fetch for every page at once. */
export const pageRouteSchema = z.object({
  id: z.number().int(),
  status: pageStatusSchema,
  locale: localeSchema,
  slug: slugSchema,
  translation_key: z.string().trim().min(1),
  publish_at: nullableDate,
  unpublish_at: nullableDate,
  noindex: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  date_created: nullableDate,
  date_updated: nullableDate,
  // Set only on a version of an A/B test (decision 0018): such a row is never routed by its slug; the
  // experiment serves it in its page's place.
  experiment: z
    .number()
    .int()
    .nullish()
    .transform((v) => v ?? null),
  variant: variantKeySchema
    .exclude(['A'])
    .nullish()
    .transform((v) => v ?? null),
});
export type PageRoute = z.output<typeof pageRouteSchema>;

export const PAGE_ROUTE_FIELDS = Object.keys(pageRouteSchema.shape);

/** The page row itself, without its blocks (those are parsed one by one, see src/cms/blocks.ts). */
export const pageSchema = pageRouteSchema.extend({
  title: z.string().trim().min(1),
  layout: z
    .enum(PAGE_LAYOUTS)
    .nullish()
    .transform((v) => v ?? 'default'),
  seo_title: z
    .string()
    .nullish()
    .transform((v) => v || null),
  seo_description: z
    .string()
    .nullish()
    .transform((v) => v || null),
  seo_image: cmsImageSchema.nullish().transform((v) => v ?? null),
  // Message match (issue 43): the keyword parameter and the entries (schemas/message-match.ts). The
  // Studio refuses a list that breaks them (decision 0023), and the site reads them through messageMatchOf.
  match_param: z
    .string()
    .regex(MATCH_PARAM_PATTERN)
    .nullish()
    .or(z.literal(''))
    .transform((v) => v || null),
  matches: z
    .array(matchEntrySchema)
    .max(MATCHES_PER_PAGE)
    .nullish()
    .transform((v) => v ?? null),
  // How it stands against its twin: for the Visual Editor only (schemas/translation-state.ts).
  ...pageTwinFields,
});

export const PAGE_FIELDS = ['*', 'seo_image.id', 'seo_image.width', 'seo_image.height'];
export type PageRow = z.output<typeof pageSchema>;

/**
 * Is the page visible to visitors at `now`? Published, and inside its publish window.
 * Dates from Directus are ISO strings; a `timestamp` field without zone is read as UTC.
 */
export function isLive(route: Pick<PageRoute, 'status' | 'publish_at' | 'unpublish_at'>, now: Date): boolean {
  if (route.status !== 'published') return false;
  if (route.publish_at && toTime(route.publish_at) > now.getTime()) return false;
  if (route.unpublish_at && toTime(route.unpublish_at) <= now.getTime()) return false;
  return true;
}

/** A date from Directus in ms; a `timestamp` without a zone is UTC. */
export function toTime(iso: string): number {
  return Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(iso) ? iso : `${iso}Z`);
}

export type PageLayout = (typeof PAGE_LAYOUTS)[number];
