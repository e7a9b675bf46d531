// The Visual Editor's script (decision 0016): only a page rendered for the editor names it (root.tsx),
// so visitors never load it. It connects to the Data Studio that frames the page (the library checks
// the frame's origin against the Studio's), outlines what may change, and after each save shows the
// change in place: the page is read again and its content swapped, the scroll position kept.
import { apply, remove } from '@directus/visual-editing';

const root = document.documentElement;
const directusUrl = root.dataset['studio'];
const token = new URL(location.href).searchParams.get('edit');

/** The page's parts a save can change: the content, and the chrome's banner, header and footer. */
const PARTS = ['main', '[data-site-header]', 'footer'];

async function refresh(): Promise<void> {
  const response = await fetch(location.href, { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) return location.reload();
  const next = new DOMParser().parseFromString(await response.text(), 'text/html');
  // A block type new to the page brings its stylesheet.
  const known = new Set([...document.head.querySelectorAll('style[data-href], link[rel="stylesheet"]')].map((e) => e.outerHTML));
  for (const style of next.head.querySelectorAll('style[data-href], link[rel="stylesheet"]')) {
    if (!known.has(style.outerHTML)) document.head.append(document.importNode(style, true));
  }
  const { scrollX, scrollY } = window;
  // The outlines of the parts about to go: left, they would stay on screen beside the new ones.
  remove();
  for (const selector of PARTS) {
    const current = document.querySelector(selector);
    const fresh = next.querySelector(selector);
    if (current && fresh) current.replaceWith(document.importNode(fresh, true));
  }
  document.title = next.title;
  window.scrollTo(scrollX, scrollY);
  root.dataset['editRefreshed'] = String(Date.now());
  await connect();
}

async function connect(): Promise<void> {
  if (!directusUrl) return;
  await apply({ directusUrl, onSaved: () => void refresh() });
  root.dataset['editConnected'] = '';
}

/** The Directus API as the signed-in editor: their Studio session's cookie, sent because the Studio and the site are one site. */
async function asEditor(path: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(`${directusUrl ?? ''}${path}`, {
    ...init,
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status}`);
  return response.status === 204 ? null : response.json();
}

/** Moves a block one place up or down in the page's list: the list's order is written again, 1 to n. */
async function move(row: string, direction: 'up' | 'down'): Promise<void> {
  const page = document.querySelector<HTMLElement>('[data-edit-page]')?.dataset['editPage'];
  if (!page) return;
  const list = await asEditor(`/items/pages_blocks?filter[pages_id][_eq]=${encodeURIComponent(page)}&fields=id&sort=sort,id&limit=-1`);
  const ids = rowIds(list);
  const from = ids.indexOf(row);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= ids.length) return;
  [ids[from], ids[to]] = [ids[to] ?? '', ids[from] ?? ''];
  await asEditor('/items/pages_blocks', { method: 'PATCH', body: JSON.stringify(ids.map((id, i) => ({ id: key(id), sort: i + 1 }))) });
}

/** What a new block of each type starts with (the editor's page carries them: kit/cms/starter.ts). */
function starterFor(collection: string): Record<string, unknown> | null {
  const all: unknown = JSON.parse(document.querySelector('script[data-edit-starters]')?.textContent ?? '{}');
  const starter = isRecord(all) ? all[collection] : null;
  return isRecord(starter) ? starter : null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Adds a block of `collection` right after the block in `row`: one write, the new row and the others' places. */
async function addAfter(row: string, collection: string): Promise<number> {
  const page = document.querySelector<HTMLElement>('[data-edit-page]')?.dataset['editPage'];
  const starter = starterFor(collection);
  if (!page || !starter) throw new Error(`cannot add ${collection}`);
  const ids = rowIds(await asEditor(`/items/pages_blocks?filter[pages_id][_eq]=${encodeURIComponent(page)}&fields=id&sort=sort,id&limit=-1`));
  const at = ids.indexOf(row) + 1;
  const update = ids.map((id, i) => ({ id: key(id), sort: i < at ? i + 1 : i + 2 }));
  // A new block starts hidden from visitors: its starter text is the marketer's to write over first.
  const blocks = { create: [{ collection, item: starter, sort: at + 1, hidden: true }], update, delete: [] };
  await asEditor(`/items/pages/${encodeURIComponent(page)}`, { method: 'PATCH', body: JSON.stringify({ blocks }) });
  return at;
}

const key = (id: string): string | number => (/^\d+$/.test(id) ? Number(id) : id);

function rowIds(answer: unknown): string[] {
  if (typeof answer !== 'object' || answer === null || !('data' in answer) || !Array.isArray(answer.data)) return [];
  return answer.data.flatMap((row: unknown) => (typeof row === 'object' && row !== null && 'id' in row ? [String(row.id)] : []));
}

document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[data-edit-move]') : null;
  const row = button?.closest<HTMLElement>('[data-edit-row]')?.dataset['editRow'];
  if (!button || !row) return;
  event.preventDefault();
  event.stopPropagation();
  const direction = button.dataset['editMove'] === 'up' ? 'up' : 'down';
  const error = document.querySelector<HTMLElement>('[data-edit-error]');
  button.disabled = true;
  move(row, direction)
    .then(async () => {
      if (error) error.hidden = true;
      await refresh();
      // The keyboard stays on the block it moved: its same control, or the other one at an end of the list.
      const moved = document.querySelector(`[data-edit-row="${CSS.escape(row)}"]`);
      const again = moved?.querySelector<HTMLButtonElement>(`button[data-edit-move="${direction}"]:not(:disabled)`);
      (again ?? moved?.querySelector<HTMLButtonElement>('button[data-edit-move]:not(:disabled)'))?.focus();
    })
    .catch(() => {
      if (error) error.hidden = false;
      button.disabled = false;
    });
});

document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[data-edit-add]') : null;
  const row = button?.closest<HTMLElement>('[data-edit-row]')?.dataset['editRow'];
  const collection = button?.dataset['editAdd'];
  if (!button || !row || !collection) return;
  event.preventDefault();
  event.stopPropagation();
  const error = document.querySelector<HTMLElement>('[data-edit-error]');
  button.disabled = true;
  addAfter(row, collection)
    .then(async (at) => {
      if (error) error.hidden = true;
      await refresh();
      // The new block, in view, with the keyboard on it: its pencil opens it to write.
      const added = document.querySelectorAll<HTMLElement>('[data-edit-block]')[at];
      added?.scrollIntoView({ block: 'center', behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
      added?.querySelector<HTMLButtonElement>('button[data-edit-move]:not(:disabled)')?.focus({ preventScroll: true });
    })
    .catch(() => {
      if (error) error.hidden = false;
      button.disabled = false;
    });
});

document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[data-edit-visibility]') : null;
  const row = button?.closest<HTMLElement>('[data-edit-row]')?.dataset['editRow'];
  if (!button || !row) return;
  event.preventDefault();
  event.stopPropagation();
  const hidden = button.dataset['editVisibility'] === 'hide';
  const error = document.querySelector<HTMLElement>('[data-edit-error]');
  button.disabled = true;
  asEditor(`/items/pages_blocks/${encodeURIComponent(row)}`, { method: 'PATCH', body: JSON.stringify({ hidden }) })
    .then(async () => {
      if (error) error.hidden = true;
      await refresh();
      document.querySelector<HTMLButtonElement>(`[data-edit-row="${CSS.escape(row)}"] button[data-edit-visibility]`)?.focus();
    })
    .catch(() => {
      if (error) error.hidden = false;
      button.disabled = false;
    });
});

// The page's own links keep edit mode: the next page opens in the editor too.
document.addEventListener(
  'click',
  (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
    if (!link || !token || link.origin !== location.origin || link.pathname.startsWith('/api/')) return;
    const url = new URL(link.href);
    if (url.searchParams.has('edit')) return;
    url.searchParams.set('edit', token);
    link.href = url.href;
  },
  { capture: true },
);

void connect();
