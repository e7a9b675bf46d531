// The security headers every response of the site carries, and the Content-Security-Policy of its
// pages. Scripts run only with the response's nonce ('strict-dynamic': what those scripts load, the
// islands' chunks, the firebase SDK, Google's tag with consent, runs too), so markup injected through
// CMS content cannot run script. Pages are rendered once and cached, so they carry CSP_NONCE, and the
// server (server/page-body.ts) puts a fresh nonce in its place, in the page and its header, for every response.
import { randomBytes } from 'node:crypto';

export { CSP_NONCE } from './nonce.ts';

// Random bytes drawn 4 KiB at a time (one call to the system's generator per 256 responses), each
// 16 bytes used for one nonce only.
let pool = Buffer.alloc(0);
let used = 0;

/** 128 random bits, base64: a nonce for one response. */
export function newNonce(): string {
  if (used + 16 > pool.length) {
    pool = randomBytes(4096);
    used = 0;
  }
  used += 16;
  return pool.toString('base64', used - 16, used);
}

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
