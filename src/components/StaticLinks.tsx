// Links inside content blocks are plain anchors in the browser (those blocks ship no JavaScript).
// These two give them what router links have: client navigation, and prefetching of the pages they
// point to when they are visible or hovered (never on Save-Data or 2G connections).
import { useCallback, useEffect, useState, type MouseEvent } from 'react';
import { PrefetchPageLinks, useNavigate } from 'react-router';
import { useSmartPrefetch } from '../../blocks/_shared/SmartLink';

const SELECTOR = '[data-static-block] a[href^="/"]:not([target]):not([download])';

function internalPath(anchor: HTMLAnchorElement): string | null {
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function useStaticLinkNavigation() {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(SELECTOR) : null;
      const path = anchor ? internalPath(anchor) : null;
      if (!path) return;
      event.preventDefault();
      void navigate(path);
    },
    [navigate],
  );
}

/** Prefetches the pages that visible (or hovered, or focused) links in content blocks point to. */
export function StaticLinkPrefetch({ blocksKey }: { blocksKey: string }) {
  const behaviour = useSmartPrefetch();
  const [pages, setPages] = useState<string[]>([]);
  useEffect(() => {
    if (behaviour === 'none') return;
    const anchors = [...document.querySelectorAll<HTMLAnchorElement>(SELECTOR)];
    const add = (anchor: Element) => {
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const path = internalPath(anchor);
      const page = path?.split('#')[0];
      if (page && page !== location.pathname) setPages((all) => (all.includes(page) ? all : [...all, page]));
    };
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        add(entry.target);
        observer.unobserve(entry.target);
      }
    });
    const onIntent = (event: Event) => {
      const anchor = event.target instanceof Element ? event.target.closest(SELECTOR) : null;
      if (anchor) add(anchor);
    };
    anchors.forEach((a) => observer.observe(a));
    document.addEventListener('pointerover', onIntent);
    document.addEventListener('focusin', onIntent);
    return () => {
      observer.disconnect();
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [behaviour, blocksKey]);
  return pages.map((page) => <PrefetchPageLinks key={page} page={page} />);
}
