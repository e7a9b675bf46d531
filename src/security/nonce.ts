// Where each response's script nonce goes in a rendered page (src/security/headers.ts puts a fresh one
// in its place, in the page and its Content-Security-Policy, for every response). Never a valid nonce.
export const CSP_NONCE = '__csp_nonce__';
