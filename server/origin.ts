// The site's public origin for a request: what the visitor's browser has in its address bar, which
// is what its `Origin` header says on a form post. Every URL the server hands React Router is built
// on it, so React Router's own check of forwarded actions and the session endpoints' sameOrigin()
// compare like with like. Behind a proxy that ends TLS the connection is plain HTTP and nginx's usual
// `Host $host` drops the port: `http://` + Host would never match `https://…` (decision 0021).

/** What is read of a request: Express's `protocol` and `host` honour `trust proxy` (X-Forwarded-Proto/-Host). */
export type OriginRequest = { protocol: string; host: string | undefined };

/** A host as a browser sends it: a name or an IPv4 address, or a bracketed IPv6 address, and a port. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

/**
 * `(request) => origin`. `siteUrl` (SITE_URL) wins for its own host, with or without a port, so a
 * proxy that forwards `Host: example.com` for `https://example.com:8443` still yields the public
 * origin; any other host (a replica asked directly by its address, a health check) is taken as the
 * request says, with the scheme Express determined (X-Forwarded-Proto only when TRUST_PROXY is set).
 * A host that is not a host (a forged header) becomes `localhost`, never part of a URL.
 */
export function publicOriginOf(siteUrl: string | undefined): (req: OriginRequest) => string {
  const site = siteUrl ? new URL(siteUrl) : undefined;
  return ({ protocol, host }) => {
    const asked = host && HOST.test(host) ? host.toLowerCase() : 'localhost';
    if (site && (asked === site.host || asked === site.hostname)) return site.origin;
    return `${protocol === 'https' ? 'https' : 'http'}://${asked}`;
  };
}
