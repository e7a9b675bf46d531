import { reloadAfterChunkError } from '#kit/islands/reload';

/**
 * An island's code could not be loaded (most likely a new build replaced it). A form in it stays what
 * the server rendered, a plain form its page answers. The page reloads once for the new build (SPEC
 * §4) unless the visitor has already reached for the island, or for any form on the page (reload.ts):
 * what they typed is never lost to a reload.
 */
export function islandFailed(element: HTMLElement, error: unknown): void {
  if (element.querySelector('form')) element.dataset['islandFailed'] = '';
  if (element.dataset['islandTouched'] !== undefined) {
    console.error('[site] an island’s code could not be loaded; its form posts to its page', error);
    return;
  }
  reloadAfterChunkError(error);
}
