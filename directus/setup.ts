// One entry point for everything the CMS needs at start: schema, access, seed. Used by `npm start`
// and by the test setup, so both run exactly the same steps.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyAccess } from './access.ts';
import { loginAsAdmin } from './lib/rest.ts';
import { applySchema, loadBlockCollections } from './schema/apply.ts';
import { seedIfEmpty } from './seed/seed.ts';

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
};

export async function setupCms(o: SetupOptions): Promise<{ changes: string[]; seeded: boolean }> {
  const log = o.log ?? (() => {});
  const rest = await loginAsAdmin(o.url, o.adminEmail, o.adminPassword);
  const blockDefs = (await Promise.all((o.blocksDirs ?? [defaultBlocksDir]).map(loadBlockCollections))).flat();
  const schema = await applySchema(rest, blockDefs);
  for (const c of schema.changes) log(`schema: ${c}`);
  for (const n of schema.notes) log(`note: ${n}`);
  const access = await applyAccess(rest, schema.siteAccess, o.siteToken);
  for (const c of access.changes) log(`access: ${c}`);
  const { seeded } = o.seed === false ? { seeded: false } : await seedIfEmpty(rest, { loginUrl: `${o.publicUrl ?? o.url}/admin/login` }, (l) => log(`seed: ${l}`));
  return { changes: [...schema.changes, ...access.changes], seeded };
}
