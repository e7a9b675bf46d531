// The site server's Directus user (directus/access.ts makes it, with the site's token): the extensions
// that only the site may call compare a caller's e-mail with it. A module of its own so that their
// bundles inline one constant, not access.ts with zod (250 KB each).
export const SITE_USER_EMAIL = 'site-server@example.com';
