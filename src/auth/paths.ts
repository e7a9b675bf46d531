// The account page's address in each language, from the site's table of paths (schemas/paths.ts): where
// a signed-out visitor is sent to sign in, where signing in and out land, and what the footer and the
// confirmation e-mails link to.
import { SITE_PATHS } from '#schemas/paths';

export const ACCOUNT_PATHS = SITE_PATHS.account;
