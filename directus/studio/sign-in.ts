// The Data Studio's sign-in, as code (issue 39, point 9):
// - Directus's `auth_login_attempts` (25 by default) suspends an account after that many failed
//   sign-ins, from anywhere: with predictable addresses, anyone could lock the real marketer or admin
//   out. It is turned off (null); the site-login-guard hook limits failures per client address instead,
//   which an attacker cannot turn against someone signing in from elsewhere.
// - Two-factor, when the operator asks for it (REQUIRE_TFA=true, on in compose.yaml's set-up): required
//   by the Administrator policy (every policy with admin access) and the Marketing policy, the ones that
//   change what every visitor sees. REQUIRE_TFA=false turns it off again; unset leaves it as it is (an
//   admin may have turned it on in the Studio).
import { z } from 'zod';
import type { Rest } from '../lib/rest.ts';
import { MARKETING_POLICY_ID } from './ids.ts';

/** REQUIRE_TFA from the environment: true, false, or undefined when unset. */
export function requireTfaFromEnv(env: Record<string, string | undefined> = process.env): boolean | undefined {
  const value = z
    .enum(['true', 'false'])
    .optional()
    .parse(env['REQUIRE_TFA'] || undefined);
  return value === undefined ? undefined : value === 'true';
}

const Settings = z.object({ auth_login_attempts: z.number().nullable() });
const Policy = z.object({ id: z.string(), name: z.string(), enforce_tfa: z.boolean().nullable() });

export async function applySignIn(rest: Rest, o: { requireTfa?: boolean | undefined }): Promise<string[]> {
  const changes: string[] = [];
  const settings = Settings.parse(await rest.get('/settings?fields=auth_login_attempts'));
  if (settings.auth_login_attempts !== null) {
    await rest.patch('/settings', { auth_login_attempts: null });
    changes.push('failed sign-ins never suspend an account (limited per client address instead)');
  }
  if (o.requireTfa === undefined) return changes;
  const policies = z
    .array(Policy)
    .parse(await rest.get(`/policies?filter[_or][0][admin_access][_eq]=true&filter[_or][1][id][_eq]=${MARKETING_POLICY_ID}&fields=id,name,enforce_tfa`));
  for (const p of policies.filter((p) => Boolean(p.enforce_tfa) !== o.requireTfa)) {
    await rest.patch(`/policies/${p.id}`, { enforce_tfa: o.requireTfa });
    changes.push(`policy "${p.name}" ${o.requireTfa ? 'requires' : 'no longer requires'} two-factor sign-in`);
  }
  return changes;
}
