// The embedded Directus in one process: what `directus bootstrap` then `directus start` do, without
// loading Directus twice (each of its processes spends about 4 s importing its modules before doing
// anything). Like `bootstrap`, it installs the system tables and the first admin into an empty
// database and brings an existing one up to the installed version's migrations; then it serves.
// Plain JavaScript because it imports Directus's own modules, which ship without type declarations;
// the steps are those of @directus/api's src/cli/commands/bootstrap, and tests/integration/start.test.ts
// catches a Directus upgrade that moves them.
import getDatabase, { isInstalled } from '@directus/api/database/index';
import runMigrations from '@directus/api/database/migrations/run';
import runSeed from '@directus/api/database/seeds/run';
import { getEntitlementManager } from '@directus/api/license/entitlements/manager';
import { startServer } from '@directus/api/server';
import { createAdmin } from '@directus/api/utils/create-admin';
import { getSchema } from '@directus/api/utils/get-schema';

const database = getDatabase();
if (await isInstalled()) {
  await runMigrations(database, 'latest');
} else {
  await runSeed(database);
  await runMigrations(database, 'latest');
  getEntitlementManager();
  await createAdmin(await getSchema());
}
await startServer();
