// The Visual Editor's script (decision 0016): only a page rendered for the editor names it (root.tsx),
// so visitors never load it. It connects to the Data Studio that frames the page (the library checks
// the frame's origin against the Studio's), outlines what may change, and after each save shows the
// change in place: the page is read again and its content swapped, the scroll position kept.
import { apply } from '@directus/visual-editing';

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
  const key = (id: string) => (/^\d+$/.test(id) ? Number(id) : id);
  await asEditor('/items/pages_blocks', { method: 'PATCH', body: JSON.stringify(ids.map((id, i) => ({ id: key(id), sort: i + 1 }))) });
}

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
