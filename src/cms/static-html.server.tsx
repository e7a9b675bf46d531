// After a client navigation the browser has no code for content blocks (they ship no JavaScript),
// so the loader sends their HTML, rendered here exactly as the document render would.
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { blockRegistry } from '../../blocks';
import type { Locale } from '../../schemas/locale';
import { BlockContent } from '../components/BlockList';
import { IntlRoot } from '../i18n/IntlRoot';
import type { PageBlockEntry } from './blocks';

export function renderStaticBlocks(entries: PageBlockEntry[], locale: Locale, path: string): Record<string, string> {
  const html: Record<string, string> = {};
  for (const entry of entries) {
    if (entry.kind !== 'block' || blockRegistry[entry.block.collection].hydrate) continue;
    const element = <BlockContent collection={entry.block.collection} block={entry.block} />;
    const router = createMemoryRouter([{ path: '*', element: <IntlRoot locale={locale}>{element}</IntlRoot> }], { initialEntries: [path] });
    // Ids from useId must not collide between blocks rendered separately.
    html[entry.id] = renderToString(<RouterProvider router={router} />, { identifierPrefix: `b${entry.id}-` });
  }
  return html;
}
