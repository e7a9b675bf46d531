// SPEC §2: after a navigation the view goes to the top, or to the hash target when the URL has one,
// unless a route opts out (`export const handle = { scroll: 'preserve' }`, for a filter that only
// changes the query, say). Back and forward restore where the visitor was.
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

/**
 * After a client navigation the page can still grow above the target: an interactive block's code
 * arrives a moment later and renders. Keep the target in view while that settles (up to 2 s), unless
 * the visitor scrolls or acts first.
 */
function followHash(hash: string): boolean {
  if (!scrollToHash(hash)) return false;
  if (typeof ResizeObserver === 'undefined') return true;
  const id = decodeURIComponent(hash.slice(1));
  const events = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Only a change of the page's height re-aligns (the first callback just reports the current size).
  let height = document.body.getBoundingClientRect().height;
  const observer = new ResizeObserver(() => {
    const now = document.body.getBoundingClientRect().height;
    if (Math.abs(now - height) < 1) return;
    height = now;
    document.getElementById(id)?.scrollIntoView({ behavior: 'auto', block: 'start' });
  });
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const e of events) window.removeEventListener(e, stop);
  };
  observer.observe(document.body);
  for (const e of events) window.addEventListener(e, stop, { passive: true });
  timer = setTimeout(stop, 2000);
  return true;
}

/** Scroll back to `top`, waiting a few frames if the page is not yet tall enough to get there. */
function restore(top: number) {
  const deadline = performance.now() + 1000;
  const attempt = () => {
    window.scrollTo(0, top);
    if (Math.abs(window.scrollY - top) > 1 && performance.now() < deadline) requestAnimationFrame(attempt);
  };
  attempt();
}

export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const matches = useMatches();
  const first = useRef(true);
  const current = useRef(location.key);
  const frozen = useRef(false);

  // Remember where the visitor is on each history entry, for back and forward. Recording stops the
  // moment a navigation starts (a link click, back/forward): the next page may be shorter and clamp
  // the position before it is shown, and that clamp must not count for the page being left.
  useEffect(() => {
    history.scrollRestoration = 'manual';
    let thaw: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      if (!frozen.current) positions.set(current.current, window.scrollY);
    };
    const freeze = () => {
      save();
      frozen.current = true;
      clearTimeout(thaw);
      thaw = setTimeout(() => (frozen.current = false), 5000);
    };
    const onClick = (e: MouseEvent) => {
      if (e.target instanceof Element && e.target.closest('a[href]')) freeze();
    };
    window.addEventListener('scroll', save, { passive: true });
    window.addEventListener('popstate', freeze);
    document.addEventListener('click', onClick, true);
    return () => {
      clearTimeout(thaw);
      window.removeEventListener('scroll', save);
      window.removeEventListener('popstate', freeze);
      document.removeEventListener('click', onClick, true);
    };
  }, []);

  useLayoutEffect(() => {
    current.current = location.key;
    frozen.current = false;
    if (first.current) {
      // The first render is the server's page: honour a hash, leave the rest to the browser.
      first.current = false;
      if (location.hash) scrollToHash(location.hash);
      return;
    }
    if (navigationType === 'POP') {
      restore(positions.get(location.key) ?? 0);
      return;
    }
    if (matches.some((m) => optsOut(m.handle))) return;
    if (location.hash && followHash(location.hash)) return;
    window.scrollTo(0, 0);
    // Only a new location moves the view; re-renders of the same one must not.
  }, [location.key]);

  return null;
}
