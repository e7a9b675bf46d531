// What the site's private pages answer with (the account, a visitor's data, the pages a mailed link
// opens): never cached, never indexed; and a page whose address holds a link's secret sends no
// Referer to another site. (Not `no-referrer`: with it, browsers send `Origin: null` on the page's own
// form posts, which the server rightly refuses as cross-site.)
import type { HeadersFunction, MetaDescriptor } from 'react-router';

export const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };
/** A page reached by a mailed link (the token in its address), and the pages beside it. */
export const LINK_PAGE_HEADERS = { ...PRIVATE_HEADERS, 'Referrer-Policy': 'same-origin' };

/** The headers of what answered: an error's, an action's (a post answered in place), else the loader's. */
export const privateHeaders: HeadersFunction = ({ loaderHeaders, actionHeaders, errorHeaders }) =>
  errorHeaders ?? (actionHeaders.has('cache-control') ? actionHeaders : loaderHeaders);

/** The page's <title>, and the same rules as its headers for what reads the HTML only. */
export const privateMeta = (title: string, { linkPage = false } = {}): MetaDescriptor[] => [
  { title },
  { name: 'robots', content: 'noindex' },
  ...(linkPage ? [{ name: 'referrer', content: 'same-origin' }] : []),
];
