import type { ComponentProps } from 'react';

type SmartLinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string };

/**
 * A CMS link. Pages are documents (decision 0008): every link is a plain anchor, and the browser
 * navigates, prefetching and prerendering likely next pages by the page's Speculation Rules.
 */
export function SmartLink({ href, children, ...rest }: SmartLinkProps) {
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
