// The embedded Directus in one process: what `directus bootstrap` then `directus start` do, without
// loading Directus twice (each of its processes spends about 4 s importing its modules before doing
// anything). Like `bootstrap`, it installs the system tables and the first admin into an empty
// database and brings an existing one up to the installed version's migrations; then it serves.
// Several instances starting at once on one PostgreSQL take turns (oneAtATime).
// Plain JavaScript because it imports Directus's own modules, which ship without type declarations;
// the steps are those of @directus/api's src/cli/commands/bootstrap, and tests/e2e/start.test.ts
// catches a Directus upgrade that moves them.
import getDatabase, { isInstalled } from '@directus/api/database/index';
import runMigrations from '@directus/api/database/migrations/run';
import runSeed from '@directus/api/database/seeds/run';
import { getEntitlementManager } from '@directus/api/license/entitlements/manager';
import { startServer } from '@directus/api/server';
import { createAdmin } from '@directus/api/utils/create-admin';
import { getSchema } from '@directus/api/utils/get-schema';

// Any 64-bit number the project owns: PostgreSQL's advisory lock for "installing or migrating".
const INSTALL_LOCK = 7_326_151_004;

/**
 * Runs `work` while holding PostgreSQL's advisory lock: instances that start at once on one database
 * install or migrate it one after the other, and the later ones find it done. A session lock on a
 * connection of its own, outside any transaction (a migration that builds an index concurrently waits
 * for every open transaction, see below); released by hand, or by PostgreSQL when this process dies. SQLite has
 * one instance.
 */
async function oneAtATime(database, work) {
  if (database.client.config.client !== 'pg') return work();
  const connection = await database.client.acquireConnection();
  try {
    // Asked again every 200 ms rather than waited for in one statement: a statement waiting is a
    // transaction open, and the installing instance's concurrent index build would wait for it in turn.
    while (!(await connection.query('select pg_try_advisory_lock($1) as locked', [INSTALL_LOCK])).rows[0].locked) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    try {
      return await work();
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [INSTALL_LOCK]);
    }
  } finally {
    await database.client.releaseConnection(connection);
  }
}

const database = getDatabase();
await oneAtATime(database, async () => {
  if (await isInstalled()) {
    await runMigrations(database, 'latest');
  } else {
    await runSeed(database);
    await runMigrations(database, 'latest');
    getEntitlementManager();
    await createAdmin(await getSchema());
  }
});
await startServer();
