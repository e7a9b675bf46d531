// Where each response's script nonce goes in a rendered page (src/security/headers.ts puts a fresh one
// in its place, in the page and its Content-Security-Policy, for every response). Never a valid nonce.
export const CSP_NONCE = '__csp_nonce__';
/** The only attribute the placeholder is filled in (server/page-body.ts): the same text anywhere else is content. */
export const NONCE_ATTRIBUTE = 'nonce';
