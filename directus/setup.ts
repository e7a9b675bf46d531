// One entry point for everything the CMS needs at start: schema, access, seed. Used by `npm start`
// and by the test setup, so both run exactly the same steps.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { applyAccess } from './access.ts';
import { underRedisLock } from './lib/lock.ts';
import { loginAsAdmin, restClient } from './lib/rest.ts';
import { applySchema, loadBlockCollections } from './schema/apply.ts';
import type { Rest } from './lib/rest.ts';
import { seedIfEmpty, type SeedResult } from './seed/seed.ts';
import { applyBranding } from './studio/branding.ts';
import { applyLeadsDashboard } from './studio/dashboard.ts';
import { MARKETING_ROLE_ID } from './studio/ids.ts';
import { applyMarketing } from './studio/marketing.ts';
import { applySignIn, requireTfaFromEnv } from './studio/sign-in.ts';
import { applyStudioFlows } from './studio/flows.ts';
import { applyStudioPresets } from './studio/presets.ts';
import { applyVisualEditor } from './studio/visual-editor.ts';

const defaultBlocksDir = join(fileURLToPath(new URL('.', import.meta.url)), '..', 'blocks');

export type SetupOptions = {
  url: string;
  adminEmail: string;
  adminPassword: string;
  siteToken: string;
  seed?: boolean;
  log?: (line: string) => void;
  /** The Data Studio's address as visitors reach it (the header's Log in button opens its sign-in page). */
  publicUrl?: string;
  /** Folders of block folders: the repository's blocks/, and in tests, more. */
  blocksDirs?: string[];
  /**
   * The distributed path: instances that start at once set the CMS up one at a time, through a lock
   * in this Redis; the later ones find the schema applied and the content seeded, and change nothing.
   */
  redisUrl?: string;
  /** The sample marketer to create (once) in the Marketing role: `npm start` passes marketer@example.com. */
  marketer?: { email: string; password: string };
  /** The site's address as editors' browsers reach it: the Visual Editor's entry points. */
  siteUrl?: string;
  /**
   * Two-factor required of the Administrator and Marketing policies (studio/sign-in.ts): true or false
   * sets it, undefined leaves it; by default REQUIRE_TFA from the environment (`npm run cms:setup`).
   */
  requireTfa?: boolean;
  /**
   * The admin's static token (Directus: the admin's user, Token), used instead of signing in with the
   * password when set; by default ADMIN_TOKEN from the environment. With two-factor required, once the
   * admin has set it up a password alone no longer signs in, and `npm run cms:setup` needs this.
   */
  adminToken?: string;
};

/** ADMIN_TOKEN from the environment, when set (an empty value, as compose passes an unset one, is none). */
const adminTokenFromEnv = (): string | undefined =>
  z
    .string()
    .min(16)
    .optional()
    .parse(process.env['ADMIN_TOKEN'] || undefined);

export type PreparedCms = {
  rest: Rest;
  /** What changed in the schema and the access rules (empty when Directus already matched the code). */
  changes: string[];
  /** How many collections the code declares. */
  collections: number;
  /** Columns of existing fields brought in line with the code at this start (schema/columns.ts); empty when none was. */
  upgraded: string[];
  /** Seeds what is empty (see seed/seed.ts). */
  seed(): Promise<SeedResult>;
};

/** Schema and access rules, then the seed when the caller wants it (`npm start` starts the site meanwhile). */
export async function prepareCms(o: SetupOptions): Promise<PreparedCms> {
  const log = o.log ?? (() => {});
  const adminToken = o.adminToken ?? adminTokenFromEnv();
  const rest = adminToken ? restClient(o.url, adminToken) : await loginAsAdmin(o.url, o.adminEmail, o.adminPassword);
  const blockDefs = (await Promise.all((o.blocksDirs ?? [defaultBlocksDir]).map(loadBlockCollections))).flat();
  const schema = await applySchema(rest, blockDefs);
  for (const c of schema.changes) log(`schema: ${c}`);
  for (const n of schema.notes) log(`note: ${n}`);
  const access = await applyAccess(rest, schema.siteAccess, o.siteToken);
  for (const c of access.changes) log(`access: ${c}`);
  const marketing = await applyMarketing(rest, { blockCollections: blockDefs.map((d) => d.collection), marketer: o.marketer });
  for (const c of marketing.changes) log(`marketing: ${c}`);
  for (const n of marketing.notes) log(`note: ${n}`);
  // The marketers' studio: the Leads dashboard, their default layouts and bookmarks.
  const studio = [
    ...(await applyLeadsDashboard(rest)),
    ...(await applyStudioPresets(rest, MARKETING_ROLE_ID)),
    ...(await applyStudioFlows(rest)),
    ...(o.siteUrl ? await applyVisualEditor(rest, o.siteUrl) : []),
    // The sign-in: no account suspended by failures (site-login-guard limits addresses); two-factor.
    ...(await applySignIn(rest, { requireTfa: o.requireTfa ?? requireTfaFromEnv() })),
    // The firm's name, colour and logo at the top of the Studio.
    ...(await applyBranding(rest)),
  ];
  for (const c of studio) log(`studio: ${c}`);
  return {
    rest,
    changes: [...schema.changes, ...access.changes, ...marketing.changes, ...studio],
    collections: schema.collections,
    upgraded: schema.upgraded,
    seed: () => seedIfEmpty(rest, { loginUrl: `${o.publicUrl ?? o.url}/admin/login` }, (l) => log(`seed: ${l}`)),
  };
}

export async function setupCms(o: SetupOptions): Promise<{ changes: string[]; upgraded: string[]; seeded: boolean }> {
  const run = async () => {
    const cms = await prepareCms(o);
    const { seeded } = o.seed === false ? { seeded: false } : await cms.seed();
    return { changes: cms.changes, upgraded: cms.upgraded, seeded };
  };
  if (!o.redisUrl) return run();
  return underRedisLock(o.redisUrl, 'setup', run, () => o.log?.('waiting for another instance to finish setting up the CMS'));
}
