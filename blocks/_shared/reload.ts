// SPEC §4: a chunk that fails to load (a new build replaced it) reloads the page once; a second
// reload of the same path within 10 s is blocked unless forced, so a broken build never loops.
export const RELOAD_GUARD_MS = 10_000;
const GUARD_KEY = 'reload-guard';

/** Reload, unless this path was reloaded less than 10 s ago (and the reload is not forced). */
export function guardedReload({ force = false, now = Date.now(), reload = () => location.reload() } = {}): boolean {
  const path = location.pathname;
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(GUARD_KEY) ?? 'null');
    const last = typeof raw === 'object' && raw !== null && 'path' in raw && 'at' in raw ? raw : null;
    if (!force && last && last.path === path && typeof last.at === 'number' && now - last.at < RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(GUARD_KEY, JSON.stringify({ path, at: now }));
  } catch {
    // without storage there is no guard to keep; reload anyway
  }
  reload();
  return true;
}

/** An island's code could not be fetched: reload once, or say why not in the console. */
export function reloadAfterChunkError(error: unknown): void {
  console.error('[site] could not load an island’s code', error);
  guardedReload();
}
