// Access as code. Directus 12 Core refuses permissions with filters or field subsets, so "Public may
// read published pages" cannot be expressed: Public reads nothing, and the site server reads with a
// dedicated read-only policy and filters to published, in-window content itself.
import { z } from 'zod';
import type { Rest } from './lib/rest.ts';

export const SITE_POLICY_NAME = 'Site server (read-only)';
export const SITE_USER_EMAIL = 'site-server@example.com';

const Policy = z.object({ id: z.string(), name: z.string() });
const Permission = z.object({ id: z.number().nullish(), collection: z.string(), action: z.string(), policy: z.string().nullable() });
const User = z.object({ id: z.string(), token: z.string().nullable().optional() });

async function ensurePolicy(rest: Rest, name: string): Promise<{ id: string; created: boolean }> {
  const found = z.array(Policy).parse(await rest.get(`/policies?filter[name][_eq]=${encodeURIComponent(name)}&fields=id,name`));
  if (found[0]) return { id: found[0].id, created: false };
  const created = Policy.parse(
    await rest.post('/policies', {
      name,
      icon: 'visibility',
      description: 'Read-only access for the site server. Never give its token to a browser.',
      admin_access: false,
      app_access: false,
    }),
  );
  return { id: created.id, created: true };
}

async function publicPolicyId(rest: Rest): Promise<string> {
  // The Public policy is the one attached to the null role; Directus names it "$t:public_label".
  const found = z.array(Policy).parse(await rest.get(`/policies?filter[name][_eq]=${encodeURIComponent('$t:public_label')}&fields=id,name`));
  if (!found[0]) throw new Error('Directus has no Public policy');
  return found[0].id;
}

export type AccessResult = { changes: string[] };

export async function applyAccess(rest: Rest, readable: string[], siteToken: string): Promise<AccessResult> {
  const changes: string[] = [];
  const policy = await ensurePolicy(rest, SITE_POLICY_NAME);
  if (policy.created) changes.push(`created policy "${SITE_POLICY_NAME}"`);

  // Rows without an id are Directus's built-in app permissions, not stored ones.
  const perms = z
    .array(Permission)
    .parse(await rest.get(`/permissions?limit=-1&fields=id,collection,action,policy`))
    .filter((p) => p.id != null);
  const wantedRead = [...readable, 'directus_files'];
  for (const collection of wantedRead) {
    if (perms.some((p) => p.policy === policy.id && p.collection === collection && p.action === 'read')) continue;
    await rest.post('/permissions', { policy: policy.id, collection, action: 'read', fields: ['*'], permissions: null, validation: null });
    changes.push(`site policy may read ${collection}`);
  }
  // The site policy reads; it never writes.
  for (const p of perms.filter((p) => p.policy === policy.id && p.action !== 'read')) {
    await rest.del(`/permissions/${p.id}`);
    changes.push(`removed ${p.action} on ${p.collection} from the site policy`);
  }

  // Public gets nothing on content: Core cannot restrict it to published items, so drafts would leak.
  const pub = await publicPolicyId(rest);
  for (const p of perms.filter((p) => p.policy === pub && wantedRead.includes(p.collection))) {
    await rest.del(`/permissions/${p.id}`);
    changes.push(`removed Public ${p.action} on ${p.collection} (drafts would leak)`);
  }

  const users = z.array(User).parse(await rest.get(`/users?filter[email][_eq]=${encodeURIComponent(SITE_USER_EMAIL)}&fields=id,token`));
  const user = users[0];
  if (!user) {
    await rest.post('/users', {
      email: SITE_USER_EMAIL,
      first_name: 'Site server',
      description: 'Used by the site server to read content. Token-only; cannot sign into the Data Studio.',
      status: 'active',
      token: siteToken,
      policies: [{ policy: policy.id }],
    });
    changes.push('created the site server user and its token');
  } else if (user.token !== siteToken) {
    // Directus returns the token redacted (`**********`) once set; only write it when it is really missing.
    if (!user.token) {
      await rest.patch(`/users/${user.id}`, { token: siteToken });
      changes.push('set the site server token');
    }
  }
  return { changes };
}
