// Where `npm run backup` and `npm run restore` read and write, from the same `.env` and environment
// as `npm start` (scripts/lib/config.ts), but without its side effects: loadStackConfig creates
// DATA_DIR and generates secrets.json, which a restore must never do before it has put the backup's
// own in place.
import { createRequire } from 'node:module';
import { existsSync, readdirSync, readFileSync, readlinkSync, realpathSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { parseEnv } from 'node:util';
import { z } from 'zod';
import { repoRoot } from './config.ts';

const Env = z.object({
  DATA_DIR: z.string().default('data'),
  DIRECTUS_PORT: z.coerce.number().int().min(1).max(65535).default(8055),
  /** Where `npm run backup` writes when given no file name (default: `backups/` beside DATA_DIR). */
  BACKUP_DIR: z.string().optional(),
  /** Directus's own settings: `pg` and a connection string mean the PostgreSQL path (scripts/lib/pg-backup.ts). */
  DB_CLIENT: z.string().optional(),
  DB_CONNECTION_STRING: z.string().optional(),
  /** Directus's uploads folder on the PostgreSQL path (the embedded default keeps DATA_DIR/uploads). */
  STORAGE_LOCAL_ROOT: z.string().optional(),
  /** The folder of pg_dump, pg_restore and psql (default: the newest /usr/lib/postgresql/N/bin, else PATH). */
  PG_BIN: z.string().optional(),
  /** Where Directus keeps the erasure log, when not in its default place (scripts/lib/erasure-log.ts). */
  ERASURE_LOG_PATH: z.string().optional(),
});

export type BackupSettings = {
  dataDir: string;
  uploadsDir: string;
  directusPort: number;
  backupDir: string;
  /** The PostgreSQL path: Directus's database URL. Unset: the embedded SQLite file in DATA_DIR. */
  postgresUrl: string | undefined;
  pgBin: string | undefined;
  /** ERASURE_LOG_PATH, when set: where Directus writes the erasure log instead of its default place. */
  erasureLogPath: string | undefined;
};

export function loadBackupSettings(env: NodeJS.ProcessEnv = process.env, envFile = join(repoRoot, '.env')): BackupSettings {
  const fromFile = existsSync(envFile) ? parseEnv(readFileSync(envFile, 'utf8')) : {};
  const e = Env.parse({ ...fromFile, ...env });
  const dataDir = resolve(repoRoot, e.DATA_DIR);
  const postgres = e.DB_CLIENT === 'pg' || e.DB_CLIENT === 'postgres';
  if (postgres && !e.DB_CONNECTION_STRING) throw new Error('DB_CLIENT=pg needs DB_CONNECTION_STRING (postgres://user:password@host:5432/database).');
  return {
    dataDir,
    uploadsDir: postgres && e.STORAGE_LOCAL_ROOT ? resolve(repoRoot, e.STORAGE_LOCAL_ROOT) : join(dataDir, 'uploads'),
    directusPort: e.DIRECTUS_PORT,
    backupDir: e.BACKUP_DIR ? resolve(repoRoot, e.BACKUP_DIR) : join(dirname(dataDir), 'backups'),
    postgresUrl: postgres ? e.DB_CONNECTION_STRING : undefined,
    pgBin: e.PG_BIN,
    erasureLogPath: e.ERASURE_LOG_PATH ? resolve(repoRoot, e.ERASURE_LOG_PATH) : undefined,
  };
}

/** `20261127-001942`: a backup's time in its file name (UTC, so that names sort whatever the zone). */
export function stamp(at = new Date()): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace('T', '-')
    .replace(/\.\d+Z$/, '');
}

/** Bytes as a person reads them: 1.4 MB, 812 kB. */
export function humanSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  const units = ['kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = -1;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit] ?? ''}`;
}

export type Holder = { pid: number; command: string; file: string };

/**
 * The processes (this user's, that /proc shows) holding a file in `dir` open: a running `npm start`
 * holds start.log, its Directus the SQLite file, its inbox its mail folder. Linux only; elsewhere
 * (no /proc) it answers `null` and the caller relies on the port check.
 */
export function processesUsing(dir: string): Holder[] | null {
  if (!existsSync('/proc/self/fd')) return null;
  const holders: Holder[] = [];
  // /proc names files by their real path: a DATA_DIR reached through a symbolic link is compared as such.
  const real = existsSync(dir) ? realpathSync(dir) : dir;
  const inside = (path: string) => path === real || path.startsWith(real + sep);
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    if (Number(pid) === process.pid) continue;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue; // another user's process, or gone
    }
    for (const fd of fds) {
      let target: string;
      try {
        target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        continue;
      }
      if (!inside(target.replace(/ \(deleted\)$/, ''))) continue;
      let command = '';
      try {
        command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
      } catch {
        // gone meanwhile
      }
      holders.push({ pid: Number(pid), command, file: target });
      break;
    }
  }
  return holders;
}

/** True when something answers Directus's ping on 127.0.0.1:`port`. */
export async function directusAnswers(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/server/ping`, { signal: AbortSignal.timeout(1500) });
    return res.ok && (await res.text()).trim() === 'pong';
  } catch {
    return false;
  }
}

/** The Directus package this checkout runs (the workspace's), for a backup's manifest. */
export function directusVersion(): string {
  const require = createRequire(join(repoRoot, 'directus', 'package.json'));
  const pkg: unknown = JSON.parse(readFileSync(require.resolve('directus/package.json'), 'utf8'));
  return pkg && typeof pkg === 'object' && 'version' in pkg && typeof pkg.version === 'string' ? pkg.version : 'unknown';
}
