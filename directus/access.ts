// Access as code. Directus 12 Core refuses permissions with filters or field subsets, so "Public may
// read published pages" cannot be expressed: Public reads nothing, and the site server reads with a
// dedicated read-only policy and filters to published, in-window content itself.
// The site's token can do exactly what the site server does (issue 39), from the schema's siteAccess:
// - read (policy "Site server (read-only)"): the content (pages and their blocks, articles, categories,
//   site settings, redirects, A/B tests, files), the availability calendar, and the leads and outbox it
//   writes (a booking's time, a subscription, a visitor's own data, the messages due);
// - create and update (policy "Site server (form submissions)"): demo requests, form submissions and
//   the mail outbox, nothing else. Its A/B visitor counts go through /site-experiments/exposures, which
//   only it may call and which writes them itself; the privacy routes (/site-privacy) likewise.
// Whatever else an install's two policies hold is removed at every start.
import { z } from 'zod';
import type { Rest } from './lib/rest.ts';
import type { SiteAccess } from './schema/apply.ts';
import { SITE_USER_EMAIL } from './lib/site-user.ts';

export const SITE_POLICY_NAME = 'Site server (read-only)';
export const FORMS_POLICY_NAME = 'Site server (form submissions)';
export { SITE_USER_EMAIL };

const Policy = z.object({ id: z.string(), name: z.string() });
const Permission = z.object({ id: z.number().nullish(), collection: z.string(), action: z.string(), policy: z.string().nullable() });
const User = z.object({ id: z.string(), token: z.string().nullable().optional() });

async function ensurePolicy(rest: Rest, name: string, description: string): Promise<{ id: string; created: boolean }> {
  const found = z.array(Policy).parse(await rest.get(`/policies?filter[name][_eq]=${encodeURIComponent(name)}&fields=id,name`));
  if (found[0]) return { id: found[0].id, created: false };
  const created = Policy.parse(
    await rest.post('/policies', {
      name,
      icon: 'visibility',
      description,
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

export async function applyAccess(rest: Rest, access: SiteAccess, siteToken: string): Promise<AccessResult> {
  const changes: string[] = [];
  const policy = await ensurePolicy(rest, SITE_POLICY_NAME, 'Read-only access for the site server. Never give its token to a browser.');
  if (policy.created) changes.push(`created policy "${SITE_POLICY_NAME}"`);
  // Submissions get a policy of their own, so that writing is visible, and removable, apart from
  // reading: it stores the forms the site validated, updates what a visitor changes through a mailed
  // link (a booking moved or cancelled, a subscription confirmed or ended) and the mail outbox.
  const forms = await ensurePolicy(
    rest,
    FORMS_POLICY_NAME,
    'Lets the site server store form submissions it has validated, apply the changes visitors make through their mailed links, and send the mail outbox.',
  );
  if (forms.created) changes.push(`created policy "${FORMS_POLICY_NAME}"`);

  const perms = z
    .array(Permission)
    .parse(await rest.get(`/permissions?limit=-1&fields=id,collection,action,policy`))
    .filter((p) => p.id != null);
  const wanted = [
    ...[...access.read, 'directus_files'].map((collection) => ({ policy: policy.id, collection, action: 'read' })),
    ...access.create.map((collection) => ({ policy: forms.id, collection, action: 'create' })),
    ...access.update.map((collection) => ({ policy: forms.id, collection, action: 'update' })),
  ];
  const missing = wanted.filter((w) => !perms.some((p) => p.policy === w.policy && p.collection === w.collection && p.action === w.action));
  if (missing.length)
    await rest.post(
      '/permissions',
      missing.map((w) => ({ ...w, fields: ['*'], permissions: null, validation: null })),
    );
  for (const w of missing) changes.push(`site ${w.action === 'read' ? 'policy may read' : `forms policy may ${w.action}`} ${w.collection}`);
  for (const p of perms.filter(
    (p) =>
      (p.policy === policy.id || p.policy === forms.id) && !wanted.some((w) => w.policy === p.policy && w.collection === p.collection && w.action === p.action),
  )) {
    await rest.del(`/permissions/${p.id}`);
    changes.push(`removed ${p.action} on ${p.collection} from the site's policies`);
  }
  const wantedRead = [...access.read, 'directus_files'];

  const pub = await publicPolicyId(rest);
  for (const p of perms.filter(
    (p) => p.policy === pub && (wantedRead.includes(p.collection) || access.create.includes(p.collection) || access.update.includes(p.collection)),
  )) {
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
      policies: [{ policy: policy.id }, { policy: forms.id }],
    });
    changes.push('created the site server user and its token');
  } else {
    // Directus returns the token redacted (`**********`) once set; only write it when it is really missing.
    if (!user.token) {
      await rest.patch(`/users/${user.id}`, { token: siteToken });
      changes.push('set the site server token');
    }
    // Installs from before the forms: give the existing user the forms policy too.
    const links = z.array(z.unknown()).parse(await rest.get(`/access?filter[user][_eq]=${user.id}&filter[policy][_eq]=${forms.id}&fields=id`));
    if (links.length === 0) {
      await rest.post('/access', { user: user.id, policy: forms.id });
      changes.push(`gave the site server user "${FORMS_POLICY_NAME}"`);
    }
  }
  return { changes };
}
