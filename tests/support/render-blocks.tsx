// Renders page blocks as the site does: through the site's BlockList, inside react-intl and a router.
// For tests under blocks/, which may not import src/ themselves (layers point down).
import type { ComponentProps } from 'react';
import { BlockList } from '../../src/components/BlockList';
import { renderWithSite } from './render';

export function renderBlockList(blocks: ComponentProps<typeof BlockList>['blocks'], options?: Parameters<typeof renderWithSite>[1]) {
  return renderWithSite(<BlockList blocks={blocks} />, options);
}
