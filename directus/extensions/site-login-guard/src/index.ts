// Directus hook: the Data Studio's sign-in, rate limited (issue 39, point 9). Directus 12 has no
// limit of its own on /auth/login (RATE_LIMITER_ENABLED is a global request limit, off here), and its
// `auth_login_attempts` suspends an *account* after that many failures: with predictable addresses
// (admin@…, marketer@…), a lock-out anyone could turn against the real marketer. So the set-up turns
// that off (directus/studio/sign-in.ts) and this hook limits *who tries* instead:
// - per client address (IPv4, or IPv6 /64): ADDRESS_FAILURES failed sign-ins an hour, over all accounts;
// - per client address and account: ACCOUNT_FAILURES failures in 15 minutes; a success clears it.
// A blocked address is refused before its password is checked, with the reason and the wait; the
// account itself is never suspended, so the real user, from their own address, always signs in.
// Only failures count: signing in often is never limited. Failures are known only after the password
// check, so a burst of simultaneous guesses would all pass while the count still reads zero: at most
// IN_FLIGHT sign-ins from one address wait for their check at once (taken atomically, given back after).
import { defineHook } from '../../../lib/define.ts';
import { inLanguage, readsFrench } from '../../../lib/studio-language.ts';
import { createError } from '@directus/errors';
import { clientKey } from '../../../../schemas/client-key.ts';
import {
  ACCOUNT_FAILURES,
  ACCOUNT_WINDOW_S,
  ADDRESS_FAILURES,
  ADDRESS_WINDOW_S,
  blockedFor,
  countFailure,
  givePlace,
  IN_FLIGHT,
  IN_FLIGHT_WINDOW_S,
  limiter,
  redisFrom,
  takePlace,
} from './limits.ts';

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
  const inFlight = limiter(redis, 'in-flight', IN_FLIGHT, IN_FLIGHT_WINDOW_S);
  const accountKey = (address: string, user: string) => `${address}|${user}`;
  /** The sign-ins that hold a place in flight (Directus hands the filter's payload to the action). */
  const holding = new WeakSet<object>();

  // Before the password is checked: a blocked address is refused, whatever the password, and so is one
  // with too many sign-ins waiting for their check at once.
  filter<Payload>('auth.login', async (payload, meta: Meta, { database, accountability }) => {
    const user = stringOf(meta['user']);
    const address = clientKey(ipOf(accountability) ?? '');
    let wait = Math.max(await blockedFor(byAddress, address), user ? await blockedFor(byAccount, accountKey(address, user)) : 0);
    if (wait === 0) {
      wait = await takePlace(inFlight, address);
      if (wait === 0) {
        holding.add(payload);
        return payload;
      }
    }
    const minutes = Math.ceil(wait / 60_000);
    const pick = inLanguage(await readsFrench(database, user ? { user } : null));
    throw new TooManyAttempts({
      reason: pick(
        `Too many failed sign-ins from your address. Try again in ${minutes} minute${minutes > 1 ? 's' : ''}, or ask an administrator to reset your password.`,
        `Trop de connexions échouées depuis votre adresse. Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}, ou demandez à un administrateur de réinitialiser votre mot de passe.`,
      ),
    });
  });

  // After it: the place is given back, a failure counted, a success forgets the account's failures.
  action('auth.login', async (meta: Meta, { accountability }) => {
    const address = clientKey(ipOf(accountability) ?? '');
    const user = stringOf(meta['user']);
    const payload = meta['payload'];
    if (typeof payload === 'object' && payload !== null && holding.delete(payload)) await givePlace(inFlight, address);
    if (meta['status'] === 'success') {
      if (user) await byAccount.limiter.delete(accountKey(address, user)).catch(() => undefined);
      return;
    }
    if (meta['status'] !== 'fail') return;
    // The Studio's first step for an account with two-factor: the password alone, answered "one-time
    // password needed"; not a failure. A wrong one-time password is.
    const otp = typeof payload === 'object' && payload !== null && 'otp' in payload ? payload.otp : undefined;
    if (codeOf(meta['error']) === 'INVALID_OTP' && !otp) return;
    await countFailure(byAddress, address);
    if (user) await countFailure(byAccount, accountKey(address, user));
  });
});
