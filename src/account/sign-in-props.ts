// What the sign-in island receives (plain JSON on its element): the Firebase project's public
// settings, the page's address, and what a plain post left to show (a problem, the address typed).
import type { IslandProps } from '#kit/islands/island-definition';

export type SignInProps = {
  apiKey: string;
  authDomain: string;
  projectId: string;
  /** The Auth emulator's address, when the site runs on one (npm start without a Firebase project). */
  emulatorUrl: string | null;
  /** The account page, in the visitor's language: where a plain post goes, and where signing in lands. */
  path: string;
  /** Show the password-reset form first (the "Forgot your password?" link followed without JavaScript). */
  reset: boolean;
  email: string;
  /** A message id from the server's answer to a plain post (`account.error.credentials`, `form.rateLimited`…). */
  problem: string | null;
};

const text = (v: unknown) => (typeof v === 'string' ? v : '');

export const signInProps = (json: IslandProps): SignInProps => ({
  apiKey: text(json['apiKey']),
  authDomain: text(json['authDomain']),
  projectId: text(json['projectId']),
  emulatorUrl: typeof json['emulatorUrl'] === 'string' ? json['emulatorUrl'] : null,
  path: text(json['path']) || '/account',
  reset: json['reset'] === true,
  email: text(json['email']),
  problem: typeof json['problem'] === 'string' ? json['problem'] : null,
});
