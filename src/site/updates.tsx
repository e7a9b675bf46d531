// Site updates (SPEC §4): the browser checks the build's version file now and then; when a new build
// is out it says so and reloads at the next navigation. A chunk that fails to load because of an
// update reloads the page once; a second reload of the same path within 10 s is blocked unless forced.
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';

export const VERSION_FILE = '/version.json';
export const UPDATE_CHECK_MS = 5 * 60_000;
export const RELOAD_GUARD_MS = 10_000;
const GUARD_KEY = 'reload-guard';

declare const __BUILD_ID__: string | undefined;
/** Set by vite.config.ts at build time; absent in dev servers, Storybook and unit tests. */
const BUILD_ID = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : null;

/** Reload, unless this path was reloaded less than 10 s ago (and the reload is not forced). */
export function guardedReload({ force = false, now = Date.now(), reload = () => location.reload() } = {}): boolean {
  const path = location.pathname;
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

async function latestBuild(): Promise<string | null> {
  try {
    const res = await fetch(`${VERSION_FILE}?t=${Date.now()}`, { cache: 'no-store' });
    if (!res.ok) return null;
    const body: unknown = await res.json();
    return typeof body === 'object' && body !== null && 'buildId' in body && typeof body.buildId === 'string' ? body.buildId : null;
  } catch {
    return null; // offline, or the server is restarting: try again later
  }
}

export function SiteUpdates() {
  const [outdated, setOutdated] = useState(false);
  const { key } = useLocation();
  const firstKey = useRef(key);

  useEffect(() => {
    const check = async () => {
      const latest = await latestBuild();
      if (BUILD_ID && latest && latest !== BUILD_ID) setOutdated(true);
    };
    const onVisible = () => document.visibilityState === 'visible' && void check();
    const timer = setInterval(check, UPDATE_CHECK_MS);
    document.addEventListener('visibilitychange', onVisible);
    // A lazy chunk of the old build is gone after a deploy: reload once instead of failing.
    const onPreloadError = (event: Event) => {
      event.preventDefault();
      guardedReload();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    void check();
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('vite:preloadError', onPreloadError);
    };
  }, []);

  // Reload on the next navigation: the visitor is moving anyway, nothing typed is lost.
  useEffect(() => {
    if (outdated && key !== firstKey.current) guardedReload();
  }, [key, outdated]);

  if (!outdated) return null;
  return (
    <div role="status" className="update-notice">
      <p>
        <FormattedMessage id="update.available" />
      </p>
      <button type="button" onClick={() => guardedReload({ force: true })}>
        <FormattedMessage id="update.reload" />
      </button>
    </div>
  );
}
