import { useSyncExternalStore, type ComponentProps } from 'react';
import { Link, type PrefetchBehavior } from 'react-router';

type NetworkInformation = { saveData?: boolean; effectiveType?: string; addEventListener?: (type: 'change', cb: () => void) => void; removeEventListener?: (type: 'change', cb: () => void) => void };

function connection(): NetworkInformation | undefined {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection;
}

/** SPEC §2: no prefetching on data-saver or 2G connections. */
export function isConstrainedConnection(): boolean {
  const c = connection();
  return Boolean(c && (c.saveData || c.effectiveType === '2g' || c.effectiveType === 'slow-2g'));
}

function subscribe(onChange: () => void) {
  const c = connection();
  c?.addEventListener?.('change', onChange);
  return () => c?.removeEventListener?.('change', onChange);
}

/** Prefetch links as they become visible (hover and focus count too), unless the connection says not to. */
export function useSmartPrefetch(): PrefetchBehavior {
  const constrained = useSyncExternalStore(subscribe, isConstrainedConnection, () => false);
  return constrained ? 'none' : 'viewport';
}

type SmartLinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string };

/**
 * A CMS link: site paths go through the router (client navigation, prefetch), anything else is a
 * plain anchor.
 */
export function SmartLink({ href, children, ...rest }: SmartLinkProps) {
  const prefetch = useSmartPrefetch();
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} prefetch={prefetch} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
