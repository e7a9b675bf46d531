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
