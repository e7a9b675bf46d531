import type { ComponentProps } from 'react';
import { Link } from 'react-router';

type SmartLinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string };

/**
 * A CMS link: site paths go through the router (client navigation, prefetch on intent);
 * anything else is a plain anchor.
 */
export function SmartLink({ href, children, ...rest }: SmartLinkProps) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} prefetch="intent" {...rest}>
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
