// The marketer's role, as code: a non-admin "Marketing" role whose one policy covers a marketer's work
// and nothing else, and the sample marketer `npm start` creates. Directus 12 Core allows no filtered
// permission and no field subset (docs/research/directus-12-data-studio.md, §8), so every grant is a
// whole collection and an action; what a marketer may not touch is simply not granted:
// - content (pages, their blocks, articles, categories, redirects, A/B tests, files): create, read, update, delete;
// - the site settings (banner, footer, contact texts): read and update, never create or delete;
// - leads (demo requests, form submissions): read and update (their status, assignee, notes); the
//   availability calendar: read;
// - the mail outbox: read and update (a given-up e-mail is queued again by setting its status back);
// - the Insights dashboards and their panels, and the flows (to run "Duplicate as a version"): read;
// - their own profile (language, password, theme), through Directus's own recommended grant.
// No users, roles, policies, schema or Directus settings: those stay the admin's.
import { z } from 'zod';
import { DirectusError, type Rest } from '../lib/rest.ts';
import { MARKETING_POLICY_ID, MARKETING_ROLE_ID } from './ids.ts';

export const MARKETING_ROLE_NAME = 'Marketing';
export const SAMPLE_MARKETER_EMAIL = 'marketer@example.com';

const CONTENT = ['pages', 'pages_blocks', 'posts', 'post_categories', 'redirects', 'experiments', 'directus_files', 'directus_folders'];
const ALL = ['create', 'read', 'update', 'delete'] as const;

type Grant = { collection: string; action: string; fields?: string[]; permissions?: Record<string, unknown> };

/**
 * A marketer's own profile (name, password, language, theme): Directus's own recommended grant, which
 * Core accepts as it is (`appRecommendedPermissions` in @directus/system-data 12.4; any other field list
 * or filter is refused). Without it a marketer could not switch the Studio to French or change a password.
 */
const OWN_PROFILE: Grant = {
  collection: 'directus_users',
  action: 'update',
  permissions: { id: { _eq: '$CURRENT_USER' } },
  fields: [
    'first_name',
    'last_name',
    'email',
    'password',
    'location',
    'title',
    'description',
    'avatar',
    'language',
    'appearance',
    'theme_light',
    'theme_dark',
    'theme_light_overrides',
    'theme_dark_overrides',
    'tfa_secret',
  ],
};

/** Every grant of the Marketing policy; `blockCollections`: the block collections the schema declares. */
export function marketingGrants(blockCollections: string[]): Grant[] {
  const grants: Grant[] = [];
  const allow = (collection: string, actions: readonly string[]) => grants.push(...actions.map((action) => ({ collection, action })));
  for (const c of [...CONTENT, ...blockCollections]) allow(c, ALL);
  allow('site_settings', ['read', 'update']);
  allow('demo_requests', ['read', 'update']);
  allow('form_submissions', ['read', 'update']);
  allow('demo_availability', ['read']);
  allow('mail_outbox', ['read', 'update']);
  // The Flows panel of a page lists the manual flows a user may read: "Duplicate as a version".
  allow('directus_flows', ['read']);
  allow('directus_dashboards', ['read']);
  allow('directus_panels', ['read']);
  grants.push(OWN_PROFILE);
  return grants;
}

const Id = z.object({ id: z.string() });
const Permission = z.object({ id: z.number(), collection: z.string(), action: z.string() });
const UserRow = z.object({ id: z.string(), role: z.string().nullable() });

async function exists(rest: Rest, path: string): Promise<boolean> {
  try {
    await rest.get(path);
    return true;
  } catch (e) {
    if (e instanceof DirectusError && (e.status === 403 || e.status === 404)) return false;
    throw e;
  }
}

export type MarketingOptions = {
  blockCollections: string[];
  /** The sample marketer: created once with this password (a password changed in the Studio is kept). */
  marketer?: { email: string; password: string };
};

/** Makes the Marketing role, its policy and (optionally) the sample marketer match the code. */
export async function applyMarketing(rest: Rest, o: MarketingOptions): Promise<{ changes: string[]; notes: string[] }> {
  const changes: string[] = [];
  const notes: string[] = [];

  if (!(await exists(rest, `/policies/${MARKETING_POLICY_ID}?fields=id`))) {
    await rest.post('/policies', {
      id: MARKETING_POLICY_ID,
      name: MARKETING_ROLE_NAME,
      icon: 'campaign',
      description:
        'Pages, blocks, articles, redirects, A/B tests and files; the site settings’ texts; leads and the mail outbox. No schema, users or settings.',
      admin_access: false,
      app_access: true,
      enforce_tfa: false,
      ip_access: null,
    });
    changes.push(`created policy "${MARKETING_ROLE_NAME}"`);
  }
  if (!(await exists(rest, `/roles/${MARKETING_ROLE_ID}?fields=id`))) {
    await rest.post('/roles', {
      id: MARKETING_ROLE_ID,
      name: MARKETING_ROLE_NAME,
      icon: 'campaign',
      description: 'Marketers: compose pages and landers, follow leads. / Marketing : compose les pages et les pages d’atterrissage, suit les prospects.',
    });
    changes.push(`created role "${MARKETING_ROLE_NAME}"`);
  }
  const links = z.array(Id).parse(await rest.get(`/access?filter[role][_eq]=${MARKETING_ROLE_ID}&filter[policy][_eq]=${MARKETING_POLICY_ID}&fields=id`));
  if (links.length === 0) {
    await rest.post('/access', { role: MARKETING_ROLE_ID, user: null, policy: MARKETING_POLICY_ID });
    changes.push(`gave the ${MARKETING_ROLE_NAME} role its policy`);
  }

  // The grants, as code: missing ones are added, and any other grant on this policy is removed.
  const wanted = marketingGrants(o.blockCollections);
  const stored = z.array(Permission).parse(await rest.get(`/permissions?filter[policy][_eq]=${MARKETING_POLICY_ID}&limit=-1&fields=id,collection,action`));
  const missing = wanted.filter((w) => !stored.some((p) => p.collection === w.collection && p.action === w.action));
  if (missing.length) {
    await rest.post(
      '/permissions',
      missing.map((w) => ({ fields: ['*'], permissions: null, ...w, policy: MARKETING_POLICY_ID, validation: null, presets: null })),
    );
    changes.push(`${MARKETING_ROLE_NAME} policy: ${missing.length} grants added`);
  }
  for (const p of stored.filter((p) => !wanted.some((w) => w.collection === p.collection && w.action === p.action))) {
    await rest.del(`/permissions/${p.id}`);
    changes.push(`${MARKETING_ROLE_NAME} policy: removed ${p.action} on ${p.collection}`);
  }

  if (o.marketer) {
    const users = z.array(UserRow).parse(await rest.get(`/users?filter[email][_eq]=${encodeURIComponent(o.marketer.email)}&fields=id,role`));
    if (!users[0]) {
      try {
        await rest.post('/users', {
          email: o.marketer.email,
          password: o.marketer.password,
          first_name: 'Sample',
          last_name: 'Marketer',
          role: MARKETING_ROLE_ID,
          status: 'active',
          // The first screen after signing in: the pages, not an empty content module.
          last_page: '/content/pages',
        });
        changes.push(`created the sample marketer ${o.marketer.email}`);
      } catch (e) {
        // Directus Core has three seats (admins and Data Studio users). Without a free one the site
        // still runs: say so instead of stopping the start.
        if (!(e instanceof DirectusError && JSON.stringify(e.body).includes('LIMIT_EXCEEDED'))) throw e;
        notes.push(`no free Data Studio seat for the sample marketer ${o.marketer.email} (Directus Core allows 3)`);
      }
    } else if (users[0].role !== MARKETING_ROLE_ID) {
      notes.push(`${o.marketer.email} exists with another role; left as it is`);
    }
  }
  return { changes, notes };
}
