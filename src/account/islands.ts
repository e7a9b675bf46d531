// The islands of the site's own pages (not CMS blocks): the account page's sign-in form. The browser's
// island loader (src/browser/hydrate.tsx) and the server (src/entry.server.tsx) read them with the
// blocks' islands; the firebase SDK is a chunk of its own that the island imports when it is used.
import { defineIsland, type IslandDefinition } from '#kit/islands/island-definition';
import { signInProps } from './sign-in-props';

export const signInIsland = defineIsland({
  load: () => import('./SignIn').then((m) => m.SignIn),
  source: 'src/account/SignIn.tsx',
  props: signInProps,
  messages: ['account.', 'form.tooLarge', 'form.unsupported', 'form.rateLimited'],
  styles: 'kit/forms',
});

export const siteIslands: Record<string, IslandDefinition> = { sign_in: signInIsland };
