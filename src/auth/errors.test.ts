// Every SPEC §8 code the e-mail and password flows can return reaches a message; the two that would
// tell whether an address has an account read the same.
import { describe, expect, it } from 'vitest';
import { messages } from '#kit/i18n/messages';
import { AUTH_PROBLEMS, codeOfRestError, problemOf } from './errors';

describe('sign-in errors', () => {
  it('maps the Identity Toolkit’s answers as SPEC §8 does', () => {
    expect(codeOfRestError('INVALID_LOGIN_CREDENTIALS')).toBe('auth/invalid-credential');
    expect(codeOfRestError('TOO_MANY_ATTEMPTS_TRY_LATER : Access to this account has been temporarily disabled')).toBe('auth/too-many-requests');
    expect(codeOfRestError('EXPIRED_OOB_CODE')).toBe('auth/expired-action-code');
    expect(codeOfRestError('SOMETHING_NEW')).toBe('auth/something-new');
  });

  it('never tells whether an address has an account', () => {
    expect(new Set(['auth/invalid-credential', 'auth/wrong-password', 'auth/user-not-found'].map(problemOf))).toEqual(new Set(['credentials']));
  });

  it('has a message in English and French for every problem, including the fallback', () => {
    const codes = [
      'auth/invalid-credential',
      'auth/too-many-requests',
      'auth/user-disabled',
      'auth/user-token-expired',
      'auth/expired-action-code',
      'auth/invalid-action-code',
      'auth/password-does-not-meet-requirements',
      'auth/network-request-failed',
      'auth/invalid-email',
      'auth/missing-password',
      'auth/internal-error',
    ];
    expect(new Set(codes.map(problemOf))).toEqual(new Set(AUTH_PROBLEMS));
    for (const problem of AUTH_PROBLEMS) {
      for (const locale of ['en', 'fr'] as const) {
        const catalogue: Record<string, string> = messages[locale];
        expect(catalogue[`account.error.${problem}`], `${locale} account.error.${problem}`).toMatch(/\S/);
      }
    }
    expect(messages.fr['account.error.credentials']).not.toBe(messages.en['account.error.credentials']);
  });
});
