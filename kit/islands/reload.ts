// SPEC §4: a chunk that fails to load (a new build replaced it) reloads the page once; a second
// reload of the same path within 10 s is blocked unless forced, so a broken build never loops.
// A reload never takes what the visitor has begun: it is not made while a form on the page is in use
// (a field in focus, or one that no longer holds what the page came with), nor on a page that answers
// a form's post (reloading it would send the post again; src/site/post-answer.ts marks it).
export const RELOAD_GUARD_MS = 10_000;
const GUARD_KEY = 'reload-guard';

/** Whether the visitor has begun on one of the page's forms: a field in focus, or one changed. */
function formsInUse(root: Document = document): boolean {
  const changed = (field: Element) =>
    field instanceof HTMLSelectElement
      ? field.value !== (field.querySelector<HTMLOptionElement>('option[selected]') ?? field.options[0])?.value
      : field instanceof HTMLInputElement && /^(checkbox|radio)$/.test(field.type)
        ? field.checked !== field.defaultChecked
        : (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value !== field.defaultValue;
  return Boolean(root.activeElement?.closest('form')) || [...root.querySelectorAll('form :is(input:not([type=hidden]), textarea, select)')].some(changed);
}

/**
 * Reload, unless this path was reloaded less than 10 s ago or a reload would lose what the visitor
 * has begun (unless the reload is forced).
 */
export function guardedReload({ force = false, now = Date.now(), reload = () => location.reload() } = {}): boolean {
  const path = location.pathname;
  if (!force && (document.documentElement.dataset['postAnswer'] !== undefined || formsInUse())) {
    console.warn('[site] not reloaded: it would lose a form’s post or what is typed in it');
    return false;
  }
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

/** An island's code could not be fetched: reload once, or say why not in the console. True when the page reloads. */
export function reloadAfterChunkError(error: unknown): boolean {
  console.error('[site] could not load an island’s code', error);
  return guardedReload();
}
