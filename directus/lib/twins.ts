// Every page (and blog article) knows its twin (issue 41, decision 0024): the row of the other language
// with the same translation key (and, for a version of an A/B test, the same version letter). Its
// `translation_state` says whether the twin changed after this row was last brought in step with it:
//
//   missing   no twin;
//   outdated  the twin's content changed after this row's own last change or its last check against
//             the twin (`content_changed_at` of the twin > both `content_changed_at` and
//             `translation_reviewed_at` of this row);
//   in_step   otherwise.
//
// What moves the stamps (extensions/site-translations calls `settleTwins` with the rows touched by a
// save, debounced so that a page saved with its blocks counts once):
// - a content change of a row that was in step: its `content_changed_at` is now, so its twin is outdated;
// - a content change of a row that was outdated is its catch-up: both rows are in step with each other
//   (`translation_reviewed_at` of both is now), so editing the French page after the English one
//   changed leaves neither outdated;
// - a new row is a translation of its twin (or the first of its key): both in step;
// - marking a row reviewed stamps its `translation_reviewed_at` (in the save itself, not here).
// Pure: no database, so that it is tested as a function.

export const TRANSLATION_STATES = ['in_step', 'outdated', 'missing'] as const;
export type TranslationState = (typeof TRANSLATION_STATES)[number];

/** Fields the hook and the save rules keep: a save by a person never sets them itself. */
export const KEPT_FIELDS = ['translation_state', 'content_changed_at', 'translation_reviewed_at'] as const;
/** Kept on pages only: when each of its blocks last changed, and which of its twin's changed since it was in step. */
export const KEPT_PAGE_FIELDS = ['block_changes', 'twin_changed_blocks'] as const;
/** Fields that say nothing visitors read: a save of only these (and the kept ones) is no content change. */
export const BOOKKEEPING_FIELDS = new Set<string>([
  ...KEPT_FIELDS,
  ...KEPT_PAGE_FIELDS,
  'mark_reviewed',
  'confirm_outdated_twin',
  'one_language',
  'one_language_note',
  'status',
  'publish_at',
  'unpublish_at',
  'date_created',
  'date_updated',
  'user_created',
  'user_updated',
  'experiment',
  'experiments',
]);

/** What a save did to a row: made it, changed what visitors read, or only something else (recheck). */
export type Touch = 'created' | 'content' | 'recheck';
const STRENGTH: Record<Touch, number> = { recheck: 0, content: 1, created: 2 };

/** The stronger of two touches of the same row within one debounce window. */
export const strongest = (a: Touch | undefined, b: Touch): Touch => (a && STRENGTH[a] >= STRENGTH[b] ? a : b);

/** A stored moment as the databases answer it: SQLite ms (a number or its string), PostgreSQL a Date, or an ISO text. */
export type Stamp = Date | number | string | null;

export type TwinRow = {
  id: number;
  locale: string | null;
  translation_key: string | null;
  /** A version of an A/B test (pages only): its twin is the same version in the other language. */
  variant?: string | null;
  translation_state: string | null;
  content_changed_at: Stamp;
  translation_reviewed_at: Stamp;
};

export type TwinUpdate = { translation_state?: TranslationState; content_changed_at?: number; translation_reviewed_at?: number };

/** A stored moment in ms since the epoch; no moment is before every other. */
export function stampMs(value: Stamp): number {
  if (value === null || value === '') return Number.NEGATIVE_INFINITY;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  const n = Number(value);
  if (Number.isFinite(n)) return n;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? Number.NEGATIVE_INFINITY : parsed;
}

const groupOf = (row: Pick<TwinRow, 'translation_key' | 'variant'>) => `${row.translation_key ?? ''}\u0000${row.variant ?? ''}`;

/** Each row's twin (the first row of the other language in its group), by id; rows without a key have none. */
export function twinsOf<T extends Pick<TwinRow, 'id' | 'locale' | 'translation_key' | 'variant'>>(rows: readonly T[]): Map<number, T> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    if (!row.translation_key) continue;
    const group = groups.get(groupOf(row)) ?? [];
    group.push(row);
    groups.set(groupOf(row), group);
  }
  const twins = new Map<number, T>();
  for (const row of rows) {
    if (!row.translation_key) continue;
    const twin = (groups.get(groupOf(row)) ?? []).filter((r) => r.id !== row.id && r.locale !== row.locale).sort((a, b) => a.id - b.id)[0];
    if (twin) twins.set(row.id, twin);
  }
  return twins;
}

/** A row's state against its twin (undefined: none), from their stamps. */
export function stateOf(row: TwinRow, twin: TwinRow | undefined): TranslationState {
  if (!twin) return 'missing';
  const inStepAt = Math.max(stampMs(row.content_changed_at), stampMs(row.translation_reviewed_at));
  return stampMs(twin.content_changed_at) > inStepAt ? 'outdated' : 'in_step';
}

/**
 * The changes that bring every row's stamps and state up to date after the `touched` rows were saved
 * at `now` (ms). Rows not touched are rechecked too: a deleted or relinked row changes its twin's state.
 */
export function settleTwins(rows: readonly TwinRow[], touched: ReadonlyMap<number, Touch>, now: number): Map<number, TwinUpdate> {
  const current = new Map(rows.map((r) => [r.id, { ...r }]));
  const twins = twinsOf(rows);
  const updates = new Map<number, TwinUpdate>();
  const set = (id: number, update: TwinUpdate) => {
    const row = current.get(id);
    if (!row) return;
    Object.assign(row, update);
    updates.set(id, { ...updates.get(id), ...update });
  };
  for (const [id, touch] of touched) {
    const row = current.get(id);
    if (!row || touch === 'recheck') continue;
    const twin = twins.get(id);
    const catchUp = touch === 'created' || row.translation_state === 'outdated';
    if (catchUp) {
      set(id, { content_changed_at: now, translation_reviewed_at: now });
      if (twin) set(twin.id, { translation_reviewed_at: now });
    } else {
      set(id, { content_changed_at: now });
    }
  }
  for (const row of current.values()) {
    const twin = twins.get(row.id);
    const state = stateOf(row, twin ? current.get(twin.id) : undefined);
    if (state !== row.translation_state) set(row.id, { translation_state: state });
  }
  return updates;
}

// ---- Per block: which blocks of the twin changed since this page was in step (the Visual Editor's marks) ----

/** A block of a page, as pages_blocks holds it. */
export type PageBlockRef = { id: number; pages_id: number | null; collection: string | null; item: string | number | null; sort: number | null };
/** A block of the twin that changed after this page was last in step: its place in the twin's list (from 0) and its type. */
export type TwinBlockMark = { position: number; collection: string };

export const blockKey = (collection: string, item: string | number) => `${collection}:${String(item)}`;

/** Each page's blocks in the site's order (sort, then id), hidden ones included (the Visual Editor shows them). */
export function blocksByPage(refs: readonly PageBlockRef[]): Map<number, PageBlockRef[]> {
  const byPage = new Map<number, PageBlockRef[]>();
  for (const ref of refs) {
    if (ref.pages_id === null) continue;
    const list = byPage.get(ref.pages_id) ?? [];
    list.push(ref);
    byPage.set(ref.pages_id, list);
  }
  for (const list of byPage.values()) list.sort((a, b) => (a.sort ?? Number.MAX_SAFE_INTEGER) - (b.sort ?? Number.MAX_SAFE_INTEGER) || a.id - b.id);
  return byPage;
}

/** A stored map of block → last change (ms), as JSON text (SQLite) or an object (PostgreSQL); anything else is empty. */
export function readBlockChanges(value: unknown): Record<string, number> {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return {};
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, number] => typeof e[1] === 'number'));
}

/** This page's block changes with `touched` ones stamped at `now`, kept only for blocks still on the page. */
export function stampBlocks(
  stored: Record<string, number>,
  touched: ReadonlySet<string>,
  blocks: readonly PageBlockRef[],
  now: number,
): Record<string, number> {
  const onPage = new Set(blocks.flatMap((b) => (b.collection && b.item !== null ? [blockKey(b.collection, b.item)] : [])));
  const out: Record<string, number> = {};
  for (const [key, at] of Object.entries(stored)) if (onPage.has(key)) out[key] = at;
  for (const key of touched) if (onPage.has(key)) out[key] = now;
  return out;
}

/** The twin's blocks that changed after `row` was last in step (its own last change or check). */
export function twinBlockMarks(
  row: TwinRow,
  twin: TwinRow | undefined,
  twinBlocks: readonly PageBlockRef[],
  twinChanges: Record<string, number>,
): TwinBlockMark[] {
  if (!twin) return [];
  const inStepAt = Math.max(stampMs(row.content_changed_at), stampMs(row.translation_reviewed_at));
  return twinBlocks.flatMap((b, position) => {
    if (!b.collection || b.item === null) return [];
    const at = twinChanges[blockKey(b.collection, b.item)];
    return at !== undefined && at > inStepAt ? [{ position, collection: b.collection }] : [];
  });
}
