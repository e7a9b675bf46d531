// The erasure log (decisions 0019 and 0020): one line per erasure, with the time and the person's
// fingerprints (HMAC-SHA-256 with Directus's SECRET of the address and of the sign-in account's id),
// never the address or the id themselves. It lives outside the database, in a file a restore of the
// database does not replace, so that `npm run restore` can erase again whoever asked to be erased
// after the backup was taken (privacy.ts's replayErasures, called by scripts/restore.ts).
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { fingerprint, uidFingerprint, erasureKeyId, type Subject } from './rows.ts';

/** Directus's settings that say where the log is, as its env gives them (text, or numbers and flags it parsed). */
const Setting = z.union([z.string(), z.number(), z.boolean()]).nullish();
const LogSettings = z.object({
  ERASURE_LOG_PATH: Setting,
  DB_CLIENT: Setting,
  DB_FILENAME: Setting,
  STORAGE_LOCATIONS: z.union([Setting, z.array(Setting)]),
  STORAGE_LOCAL_ROOT: Setting,
});

/**
 * Where the log is: ERASURE_LOG_PATH; else beside the SQLite database (DATA_DIR, which a restore moves
 * aside whole, so it carries the log over); else in the local file storage every instance shares
 * (compose's uploads volume), as a hidden file no directus_files row names; else nowhere (null).
 * scripts/lib/erasure-log.ts resolves the same places from the restore's settings.
 */
export function erasureLogPath(settings: Record<string, unknown>): string | null {
  const env = LogSettings.parse(settings);
  if (env.ERASURE_LOG_PATH) return resolve(String(env.ERASURE_LOG_PATH));
  if (String(env.DB_CLIENT) === 'sqlite3' && env.DB_FILENAME) return join(dirname(resolve(String(env.DB_FILENAME))), 'erasure-log.jsonl');
  const locations = [env.STORAGE_LOCATIONS ?? 'local'].flat().flatMap((l) => String(l).split(','));
  if (locations.map((l) => l.trim()).includes('local')) return join(resolve(String(env.STORAGE_LOCAL_ROOT ?? './uploads')), '.erasure-log.jsonl');
  return null;
}

/**
 * Appends the erasure of `subject` ({email, uid}) to the log. Called inside the erasure's transaction,
 * before it commits: a log that cannot be written rolls the erasure back (the person is told to try
 * again), so no erasure is ever missing from the log.
 */
export function appendErasure(path: string, secret: string, subject: Subject, at = new Date()): void {
  const line = {
    v: 1,
    at: at.toISOString(),
    email: subject.email ? fingerprint(secret, subject.email) : null,
    uid: subject.uid ? uidFingerprint(secret, subject.uid) : null,
    key: erasureKeyId(secret),
  };
  mkdirSync(dirname(path), { recursive: true });
  // One short line with O_APPEND: instances sharing the file never interleave within a line.
  appendFileSync(path, `${JSON.stringify(line)}\n`, { mode: 0o600 });
}
