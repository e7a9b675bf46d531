// The Data Studio's defaults for a role (issue 27): how pages, demo requests and form submissions are
// listed when a marketer opens them, and two bookmarks, "My drafts" and "Leads this week". These are
// role-wide presets (directus_presets with `role` set and `user` null): every member of the role gets
// them, a member who changes a layout gets a copy of their own (Directus's presets store), and only an
// admin can change the role's. Presets are not permissions, so their filters may use $CURRENT_USER and
// $NOW on Core.
//
// Bookmark names are translated: the app passes them through its `$t:` translator (`navigation-bookmark`
// shows `Ah(bookmark.bookmark)`, and the collection header's title is `Ah(preset.bookmark)`), with keys
// from directus_translations; they are seeded as the schema's texts are, in every Studio language
// (en-US, en-CA, en-GB, fr-FR, fr-CA: the app loads only the user's exact one).
import { z } from 'zod';
import type { Rest } from '../lib/rest.ts';
import { applyStudioTexts, type StudioText } from '../schema/studio-texts.ts';
import { differs } from '../lib/differs.ts';

export const STUDIO_STRINGS = {
  myDrafts: { key: 'studio_bookmark_my_drafts', text: { en: 'My drafts', fr: 'Mes brouillons' } },
  leadsThisWeek: { key: 'studio_bookmark_leads_this_week', text: { en: 'Leads this week', fr: 'Prospects de la semaine' } },
  dataRequests: { key: 'studio_bookmark_data_requests', text: { en: 'Data requests', fr: 'Demandes d’accès' } },
  translations: { key: 'studio_bookmark_translations', text: { en: 'Translations', fr: 'Traductions' } },
} as const satisfies Record<string, StudioText>;

const UTM_COLUMNS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'landing_path'];

/** One preset as this file declares it (the columns of directus_presets it sets). */
export type PresetDef = {
  collection: string;
  bookmark: string | null;
  icon: string;
  color: string | null;
  layout: 'tabular';
  layout_query: { tabular: { fields: string[]; sort: string[]; limit: number } };
  layout_options: { tabular: { widths: Record<string, number>; spacing: 'compact' | 'cozy' | 'comfortable' } };
  filter: Record<string, unknown> | null;
  search: null;
  refresh_interval: null;
};

const tabular = (
  collection: string,
  fields: string[],
  sort: string[],
  widths: Record<string, number>,
  more: { bookmark?: string; icon?: string; color?: string; filter?: Record<string, unknown> } = {},
): PresetDef => ({
  collection,
  bookmark: more.bookmark ?? null,
  icon: more.icon ?? 'bookmark',
  color: more.color ?? null,
  layout: 'tabular',
  layout_query: { tabular: { fields, sort, limit: 25 } },
  layout_options: { tabular: { widths, spacing: 'cozy' } },
  filter: more.filter ?? null,
  search: null,
  refresh_interval: null,
});

// Last saved first. Directus fills date_updated at the first save after creation only, so pages never
// edited since (the seeded ones) follow, newest created first.
const PAGE_SORT = ['-date_updated', '-date_created'];
const NEWEST_FIRST = ['-date_created'];
// The translation state beside the title, so that it shows at 1,440 px with the Studio's side panel open.
const PAGE_COLUMNS = ['slug', 'title', 'translation_state', 'locale', 'status', 'date_updated'];
const PAGE_WIDTHS = { slug: 220, title: 280, translation_state: 160, locale: 100, status: 120, date_updated: 180 };
// The translations view (issue 41): every page and article with how it stands against its twin, the
// newest change of content first, so that the French team works down the list.
const TRANSLATION_SORT = ['-content_changed_at', '-date_updated', '-date_created'];
const TRANSLATION_COLUMNS = ['translation_state', 'title', 'locale', 'slug', 'status', 'content_changed_at', 'translation_reviewed_at'];
const TRANSLATION_WIDTHS = { translation_state: 200, title: 300, locale: 120, slug: 200, status: 110, content_changed_at: 180, translation_reviewed_at: 180 };
const REQUEST_COLUMNS = ['name', 'company', 'status', 'starts_at', ...UTM_COLUMNS, 'date_created'];
const REQUEST_WIDTHS = { name: 180, company: 180, status: 120, starts_at: 180, landing_path: 200, date_created: 180 };
const SUBMISSION_COLUMNS = ['type', 'email', 'subscription_status', ...UTM_COLUMNS, 'date_created'];
const SUBMISSION_WIDTHS = { type: 140, email: 240, subscription_status: 160, landing_path: 200, date_created: 180 };

const NOT_REQUESTS = { _and: [{ type: { _neq: 'privacy' } }] };
const REQUEST_LOG_COLUMNS = ['privacy_action', 'privacy_channel', 'privacy_status', 'handled_by', 'date_created', 'completed_at'];
const REQUEST_LOG_WIDTHS = { privacy_action: 140, privacy_channel: 200, privacy_status: 220, handled_by: 180, date_created: 180, completed_at: 180 };

/** The fields "My drafts" filters on (directus/schema/page-authors.ts). */
const AUTHOR_FIELDS = ['user_created', 'user_updated'];

export const STUDIO_PRESETS: PresetDef[] = [
  // Default layouts (no bookmark): what a list shows when a marketer opens it.
  tabular('pages', PAGE_COLUMNS, PAGE_SORT, PAGE_WIDTHS),
  tabular('demo_requests', REQUEST_COLUMNS, NEWEST_FIRST, REQUEST_WIDTHS),
  // Leads only: the data requests' log (decision 0019) has a bookmark of its own.
  tabular('form_submissions', SUBMISSION_COLUMNS, NEWEST_FIRST, SUBMISSION_WIDTHS, { filter: NOT_REQUESTS }),
  // Bookmarks, listed under their collection in the navigation.
  tabular('pages', PAGE_COLUMNS, PAGE_SORT, PAGE_WIDTHS, {
    bookmark: `$t:${STUDIO_STRINGS.myDrafts.key}`,
    icon: 'edit_note',
    color: '#FFA439',
    filter: {
      _and: [{ status: { _eq: 'draft' } }, { _or: [{ user_created: { _eq: '$CURRENT_USER' } }, { user_updated: { _eq: '$CURRENT_USER' } }] }],
    },
  }),
  tabular('demo_requests', REQUEST_COLUMNS, NEWEST_FIRST, REQUEST_WIDTHS, {
    bookmark: `$t:${STUDIO_STRINGS.leadsThisWeek.key}`,
    icon: 'local_fire_department',
    color: '#2ECDA7',
    filter: { _and: [{ date_created: { _gte: '$NOW(-7 days)' } }] },
  }),
  tabular('form_submissions', REQUEST_LOG_COLUMNS, NEWEST_FIRST, REQUEST_LOG_WIDTHS, {
    bookmark: `$t:${STUDIO_STRINGS.dataRequests.key}`,
    icon: 'shield_person',
    color: '#6644FF',
    filter: { _and: [{ type: { _eq: 'privacy' } }] },
  }),
  tabular('pages', TRANSLATION_COLUMNS, TRANSLATION_SORT, TRANSLATION_WIDTHS, {
    bookmark: `$t:${STUDIO_STRINGS.translations.key}`,
    icon: 'translate',
    color: '#0B7A55',
  }),
  tabular('posts', TRANSLATION_COLUMNS, TRANSLATION_SORT, TRANSLATION_WIDTHS, {
    bookmark: `$t:${STUDIO_STRINGS.translations.key}`,
    icon: 'translate',
    color: '#0B7A55',
  }),
];

const StoredPreset = z
  .object({ id: z.number(), collection: z.string(), bookmark: z.string().nullable(), role: z.string().nullable(), user: z.string().nullable() })
  .catchall(z.unknown());

const label = (p: PresetDef) => (p.bookmark ? `bookmark ${p.bookmark} on ${p.collection}` : `default layout of ${p.collection}`);

/**
 * Makes the role's presets match this file: missing ones are created, changed ones set back, others
 * (a bookmark an admin added for the role) left alone. Seeds the bookmark names' translations first.
 * Returns what it changed, one line each (empty when Directus already matched).
 */
export async function applyStudioPresets(rest: Rest, roleId: string): Promise<string[]> {
  const pageFields = z.array(z.object({ field: z.string() })).parse(await rest.get('/fields/pages'));
  const absent = AUTHOR_FIELDS.filter((f) => !pageFields.some((p) => p.field === f));
  if (absent.length) {
    throw new Error(
      `pages has no ${absent.join(' or ')}: the "My drafts" bookmark filters on them. Add pageAuthorFields() and pageAuthorRelations ` +
        `(directus/schema/page-authors.ts) to the pages collection before seeding the presets.`,
    );
  }
  const changes = await applyStudioTexts(rest, Object.values(STUDIO_STRINGS));

  const stored = z.array(StoredPreset).parse(await rest.get(`/presets?limit=-1&fields=*&filter[role][_eq]=${roleId}&filter[user][_null]=true&sort=id`));
  const missing: PresetDef[] = [];
  for (const p of STUDIO_PRESETS) {
    // Found by collection, role and bookmark (presets have integer ids); the oldest one if several.
    const s = stored.find((x) => x.collection === p.collection && x.bookmark === p.bookmark);
    if (!s) {
      missing.push(p);
      continue;
    }
    const patch = differs(p, s);
    if (patch) {
      await rest.patch(`/presets/${s.id}`, patch);
      changes.push(`updated the role's ${label(p)} (${Object.keys(patch).join(', ')})`);
    }
  }
  if (missing.length) {
    await rest.post(
      '/presets',
      missing.map((p) => ({ ...p, role: roleId, user: null })),
    );
    for (const p of missing) changes.push(`created the role's ${label(p)}`);
  }
  return changes;
}
