// The security headers every response of the site carries, and the Content-Security-Policy of its
// pages. Scripts run only with the response's nonce ('strict-dynamic': what those scripts load, the
// islands' chunks, the firebase SDK, Google's tag with consent, runs too), so markup injected through
// CMS content cannot run script. Pages are rendered once and cached, so they carry CSP_NONCE, and the
// server puts a fresh nonce in its place, in the page and its header, for every response.
import { randomBytes } from 'node:crypto';

export { CSP_NONCE } from './nonce.ts';

/** 128 random bits, base64: a nonce for one response. */
export const newNonce = (): string => randomBytes(16).toString('base64');

/**
 * The page's policy. `frameAncestors`: the origins that may frame the site besides itself (the Data
 * Studio, whose live preview shows the page being edited). Images, styles and connections are not
 * restricted: the policy is about script, the attack it stops.
 */
export function contentSecurityPolicy(nonce: string, frameAncestors: readonly string[] = []): string {
  return [
    // `https:` and 'unsafe-inline' are ignored by browsers that know nonces and 'strict-dynamic'; they
    // keep the site working in the few that do not (CSP level 2), as Google's strict CSP advises.
    `script-src 'nonce-${nonce}' 'strict-dynamic' https: 'unsafe-inline'`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${["'self'", ...frameAncestors].join(' ')}`,
  ].join('; ');
}

/** The headers on every response; HSTS only over HTTPS (a browser ignores it over HTTP anyway). */
export function baseSecurityHeaders(https: boolean): [string, string][] {
  return [
    ['X-Content-Type-Options', 'nosniff'],
    // Pages that carry a secret in their address (a manage link) set a stricter one themselves.
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ...(https ? ([['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']] as [string, string][]) : []),
  ];
}

/**
 * `body` with every occurrence of each key of `values` replaced by what its function gives (called
 * only when the key occurs), working on bytes (a page is not decoded to be sent); the same buffer when
 * none occurs.
 */
export function fillPlaceholders(body: Buffer, values: Readonly<Record<string, () => string>>): Buffer {
  let out = body;
  for (const [placeholder, value] of Object.entries(values)) {
    const needle = Buffer.from(placeholder);
    let at = out.indexOf(needle);
    if (at === -1) continue;
    const parts: Buffer[] = [];
    const replacement = Buffer.from(value());
    let from = 0;
    while (at !== -1) {
      parts.push(out.subarray(from, at), replacement);
      from = at + needle.length;
      at = out.indexOf(needle, from);
    }
    parts.push(out.subarray(from));
    out = Buffer.concat(parts);
  }
  return out;
}
