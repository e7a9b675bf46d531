// What went wrong with a sign-in, a reset or a session, as the visitor is told. The Identity Toolkit
// answers in its REST words (EMAIL_NOT_FOUND); the browser SDK turns them into `auth/…` codes (SPEC §8);
// both come down to the few problems below, each one EN/FR message (`account.error.<problem>`).
// Browser-safe: the sign-in island and the server share it.
import type { MessageId } from '#kit/i18n/messages';

/** SPEC §8: the Identity Toolkit's answer -> the SDK's code. */
export const REST_ERROR_CODES: Record<string, string> = {
  EMAIL_EXISTS: 'auth/email-already-in-use',
  INVALID_PASSWORD: 'auth/wrong-password',
  INVALID_LOGIN_CREDENTIALS: 'auth/invalid-credential',
  EMAIL_NOT_FOUND: 'auth/user-not-found',
  TOO_MANY_ATTEMPTS_TRY_LATER: 'auth/too-many-requests',
  RESET_PASSWORD_EXCEED_LIMIT: 'auth/too-many-requests',
  USER_DISABLED: 'auth/user-disabled',
  TOKEN_EXPIRED: 'auth/user-token-expired',
  EXPIRED_OOB_CODE: 'auth/expired-action-code',
  INVALID_OOB_CODE: 'auth/invalid-action-code',
  PASSWORD_DOES_NOT_MEET_REQUIREMENTS: 'auth/password-does-not-meet-requirements',
  WEAK_PASSWORD: 'auth/weak-password',
  INVALID_EMAIL: 'auth/invalid-email',
  MISSING_PASSWORD: 'auth/missing-password',
};

export const AUTH_PROBLEMS = [
  'credentials',
  'tooMany',
  'disabled',
  'sessionEnded',
  'expiredCode',
  'invalidCode',
  'weakPassword',
  'network',
  'invalidEmail',
  'missingPassword',
  'unknown',
] as const;
export type AuthProblem = (typeof AUTH_PROBLEMS)[number];

/** Each problem's message. */
export const PROBLEM_MESSAGES = {
  credentials: 'account.error.credentials',
  tooMany: 'account.error.tooMany',
  disabled: 'account.error.disabled',
  sessionEnded: 'account.error.sessionEnded',
  expiredCode: 'account.error.expiredCode',
  invalidCode: 'account.error.invalidCode',
  weakPassword: 'account.error.weakPassword',
  network: 'account.error.network',
  invalidEmail: 'account.error.invalidEmail',
  missingPassword: 'account.error.missingPassword',
  unknown: 'account.error.unknown',
} as const satisfies Record<AuthProblem, MessageId>;

/** The HTTP status the server answers a plain post with, for each problem. */
export const PROBLEM_STATUS: Record<AuthProblem, number> = {
  credentials: 401,
  tooMany: 429,
  disabled: 403,
  sessionEnded: 401,
  expiredCode: 400,
  invalidCode: 400,
  weakPassword: 400,
  network: 503,
  invalidEmail: 400,
  missingPassword: 400,
  unknown: 503,
};

/** What the account page's plain posts may answer besides a sign-in problem. */
export const FORM_PROBLEMS = ['form.tooLarge', 'form.unsupported', 'form.rateLimited'] as const satisfies readonly MessageId[];
export type AccountMessage = (typeof PROBLEM_MESSAGES)[AuthProblem] | (typeof FORM_PROBLEMS)[number];

/** A message id read back from JSON, if it is one of the account page's. */
export function accountMessage(id: string | null): AccountMessage | null {
  return [...Object.values(PROBLEM_MESSAGES), ...FORM_PROBLEMS].find((m) => m === id) ?? null;
}

/**
 * The problem an SDK code stands for. A wrong password and an unknown address read the same
 * (`credentials`): the site never tells whether an address has an account.
 */
export function problemOf(code: string): AuthProblem {
  switch (code) {
    case 'auth/invalid-credential':
    case 'auth/wrong-password':
    case 'auth/user-not-found':
    case 'auth/invalid-login-credentials':
      return 'credentials';
    case 'auth/too-many-requests':
      return 'tooMany';
    case 'auth/user-disabled':
      return 'disabled';
    case 'auth/user-token-expired':
    case 'auth/id-token-expired':
    case 'auth/session-cookie-expired':
    case 'auth/session-cookie-revoked':
      return 'sessionEnded';
    case 'auth/expired-action-code':
      return 'expiredCode';
    case 'auth/invalid-action-code':
      return 'invalidCode';
    case 'auth/password-does-not-meet-requirements':
    case 'auth/weak-password':
      return 'weakPassword';
    case 'auth/network-request-failed':
      return 'network';
    case 'auth/invalid-email':
      return 'invalidEmail';
    case 'auth/missing-password':
      return 'missingPassword';
    default:
      return 'unknown';
  }
}

/** The SDK code for a REST error message (`TOO_MANY_ATTEMPTS_TRY_LATER : Access disabled…` carries a detail after the code). */
export function codeOfRestError(message: string): string {
  const key = message.split(':')[0]?.trim() ?? '';
  return REST_ERROR_CODES[key] ?? `auth/${key.toLowerCase().replaceAll('_', '-')}`;
}
