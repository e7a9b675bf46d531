// SPEC §2: after a navigation the view goes to the top, or to the hash target when the URL has one,
// unless a route opts out (`handle: { scroll: 'preserve' }`) or the navigation asked to keep the
// position (`preventScrollReset`). Back and forward restore where the visitor was.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useMatches, useNavigationType } from 'react-router';
import { prefersReducedMotion } from './motion';

const positions = new Map<string, number>();

type ScrollHandle = { scroll?: 'preserve' };

function optsOut(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && (handle as ScrollHandle).scroll === 'preserve';
}

function scrollToHash(hash: string): boolean {
  const id = decodeURIComponent(hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (!target) return false;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  return true;
}

export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const matches = useMatches();
  const first = useRef(true);

  useLayoutEffect(() => {
    history.scrollRestoration = 'manual';
  }, []);

  // Remember where the visitor is on this entry, for back and forward.
  useEffect(() => {
    const onScroll = () => positions.set(location.key, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [location.key]);

  useLayoutEffect(() => {
    if (first.current) {
      // The first render is the server's page: honour a hash, leave the rest to the browser.
      first.current = false;
      if (location.hash) scrollToHash(location.hash);
      return;
    }
    if (navigationType === 'POP') {
      window.scrollTo(0, positions.get(location.key) ?? 0);
      return;
    }
    const state: unknown = location.state;
    const preventReset = typeof state === 'object' && state !== null && 'preventScrollReset' in state && state.preventScrollReset === true;
    if (preventReset || matches.some((m) => optsOut(m.handle))) return;
    if (location.hash && scrollToHash(location.hash)) return;
    window.scrollTo(0, 0);
    // Only a new location moves the view; re-renders of the same one must not.
  }, [location.key]);

  return null;
}
