import { reloadAfterChunkError } from '../../blocks/_shared/reload';

/**
 * An island's code could not be loaded (most likely a new build replaced it). A form stays what the
 * server rendered, a plain form its page answers, so nothing typed is lost to a reload; anything else
 * reloads the page once (SPEC §4).
 */
export function islandFailed(element: HTMLElement, error: unknown): void {
  if (element.querySelector('form')) {
    element.dataset['islandFailed'] = '';
    console.error('[site] an island’s code could not be loaded; its form posts to its page', error);
    return;
  }
  reloadAfterChunkError(error);
}
