// Directus hook: the Data Studio's sign-in, rate limited (issue 39, point 9). Directus 12 has no
// limit of its own on /auth/login (RATE_LIMITER_ENABLED is a global request limit, off here), and its
// `auth_login_attempts` suspends an *account* after that many failures: with predictable addresses
// (admin@…, marketer@…), a lock-out anyone could turn against the real marketer. So the set-up turns
// that off (directus/studio/sign-in.ts) and this hook limits *who tries* instead:
// - per client address (IPv4, or IPv6 /64): ADDRESS_FAILURES failed sign-ins an hour, over all accounts;
// - per client address and account: ACCOUNT_FAILURES failures in 15 minutes; a success clears it.
// A blocked address is refused before its password is checked, with the reason and the wait; the
// account itself is never suspended, so the real user, from their own address, always signs in.
// Only failures count: signing in often is never limited. Each attempt at an account is counted before
// its password is checked (so that a burst of simultaneous guesses cannot pass while the count still
// reads zero) and given back when it was not a failure (a success, two-factor's first step).
import { defineHook } from '../../../lib/define.ts';
import { inLanguage, readsFrench } from '../../../lib/studio-language.ts';
import { createError } from '@directus/errors';
import { clientKey } from '../../../../schemas/client-key.ts';
import { ACCOUNT_FAILURES, ACCOUNT_WINDOW_S, ADDRESS_FAILURES, ADDRESS_WINDOW_S, giveBack, limiter, redisFrom, takeAttempt } from './limits.ts';

/** Directus's own code for a limit reached (the Studio names it), with our reason as the message. */
const TooManyAttempts = createError<{ reason: string }>('REQUESTS_EXCEEDED', ({ reason }) => reason, 429);

type Payload = Record<string, unknown>;
type Meta = Record<string, unknown>;

const ipOf = (accountability: unknown): string | null =>
  typeof accountability === 'object' && accountability !== null && 'ip' in accountability && typeof accountability.ip === 'string' ? accountability.ip : null;
const stringOf = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
const codeOf = (error: unknown): string | null =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : null;

export default defineHook(({ filter, action }, { env, logger }) => {
  const redis = redisFrom(env);
  redis?.on('error', (e: Error) => logger.warn(`[site-login-guard] Redis unreachable (${e.message}): sign-in failures are counted per instance meanwhile`));
  const byAddress = limiter(redis, 'address', ADDRESS_FAILURES, ADDRESS_WINDOW_S);
  const byAccount = limiter(redis, 'account', ACCOUNT_FAILURES, ACCOUNT_WINDOW_S);
  const accountKey = (address: string, user: string) => `${address}|${user}`;

  // Before the password is checked: the attempt is counted, and one too many is refused, whatever the
  // password (and given back: a refusal is not a failure of its own).
  filter<Payload>('auth.login', async (payload, meta: Meta, { database, accountability }) => {
    const user = stringOf(meta['user']);
    const address = clientKey(ipOf(accountability) ?? '');
    const account = user ? accountKey(address, user) : null;
    const waits = await Promise.all([takeAttempt(byAddress, address), account ? takeAttempt(byAccount, account) : 0]);
    const wait = Math.max(...waits);
    if (wait === 0) return payload;
    await Promise.all([giveBack(byAddress, address), account ? giveBack(byAccount, account) : undefined]);
    const minutes = Math.ceil(wait / 60_000);
    const pick = inLanguage(await readsFrench(database, user ? { user } : null));
    throw new TooManyAttempts({
      reason: pick(
        `Too many failed sign-ins from your address. Try again in ${minutes} minute${minutes > 1 ? 's' : ''}, or ask an administrator to reset your password.`,
        `Trop de connexions échouées depuis votre adresse. Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}, ou demandez à un administrateur de réinitialiser votre mot de passe.`,
      ),
    });
  });

  // After it: a failure stays counted; a success gives its attempt back and forgets the account's
  // failures (signing in often is never limited).
  action('auth.login', async (meta: Meta, { accountability }) => {
    const address = clientKey(ipOf(accountability) ?? '');
    const user = stringOf(meta['user']);
    const account = user ? accountKey(address, user) : null;
    if (meta['status'] === 'success') {
      await giveBack(byAddress, address);
      if (account) await byAccount.limiter.delete(account).catch(() => undefined);
      return;
    }
    if (meta['status'] !== 'fail') return;
    // An address no account has: Directus refuses it before the filter runs (nothing was taken), and
    // it counts now against the address, as a guess at an account it is.
    if (!user) {
      await takeAttempt(byAddress, address);
      return;
    }
    // Refused by the filter above: given back there already.
    if (codeOf(meta['error']) === 'REQUESTS_EXCEEDED') return;
    // The Studio's first step for an account with two-factor: the password alone, answered "one-time
    // password needed"; not a failure. A wrong one-time password is.
    const payload = meta['payload'];
    const otp = typeof payload === 'object' && payload !== null && 'otp' in payload ? payload.otp : undefined;
    if (codeOf(meta['error']) === 'INVALID_OTP' && !otp) await Promise.all([giveBack(byAddress, address), account ? giveBack(byAccount, account) : undefined]);
  });
});
