// Directus hook: after any change to content (any collection that is not a Directus system one),
// and after a file of the library is replaced, edited or deleted (directus_files: the site serves
// files at /media, cached for a year by browsers and the CDN, so a file taken back must leave the CDN),
// POST the site's secret-protected revalidate endpoint. Changes that arrive together (a page saved
// with its blocks is several events) are sent as one call. A site that is down is only logged: it
// refetches on its own when its cache lifetime ends. A site that is not running at all (nothing
// listens: the seeding of a first start, or a restart) has no cache to clear, so that is not worth a
// warning.
import { defineHook } from '../../../lib/define.ts';

const DEBOUNCE_MS = 25;

/** Why a fetch failed, as Node's fetch reports it: a TypeError whose cause has the system's code. */
function causeCode(error: unknown): unknown {
  const cause: unknown = error instanceof Error ? error.cause : undefined;
  return typeof cause === 'object' && cause !== null && 'code' in cause ? cause.code : undefined;
}

export default defineHook(({ action }, { logger }) => {
  const url = process.env['SITE_REVALIDATE_URL'];
  const secret = process.env['SITE_REVALIDATE_SECRET'];
  if (!url || !secret) {
    logger.info('site-revalidate: SITE_REVALIDATE_URL or SITE_REVALIDATE_SECRET not set; the site relies on its cache lifetime');
    return;
  }
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | null = null;

  const flush = async () => {
    const collections = [...pending];
    pending = new Set();
    timer = null;
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
        body: JSON.stringify({ collections }),
        signal: AbortSignal.timeout(3000),
      });
      if (!res.ok) logger.warn(`site-revalidate: the site answered ${res.status}`);
    } catch (error) {
      if (causeCode(error) === 'ECONNREFUSED') logger.debug(`site-revalidate: the site is not running at ${url}; nothing to revalidate`);
      else logger.warn(`site-revalidate: could not reach the site at ${url} (${error instanceof Error ? error.message : String(error)})`);
    }
  };

  const changed = ({ collection }: Record<string, unknown>) => {
    if (typeof collection !== 'string' || !collection || collection.startsWith('directus_')) return;
    pending.add(collection);
    timer ??= setTimeout(() => void flush(), DEBOUNCE_MS);
  };

  // The file library's events are `files.*`, not `items.*` (Directus names system collections' events by
  // their scope). A new upload is in no page and no cache yet: nothing to purge. A replacement (PATCH
  // with a new file) is an update too.
  const fileChanged = () => {
    pending.add('directus_files');
    timer ??= setTimeout(() => void flush(), DEBOUNCE_MS);
  };

  action('items.create', changed);
  action('items.update', changed);
  action('items.delete', changed);
  action('items.sort', changed);
  action('files.update', fileChanged);
  action('files.delete', fileChanged);
});
