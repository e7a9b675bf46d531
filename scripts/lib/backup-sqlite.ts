// The embedded database's snapshot, through SQLite's online backup API (node:sqlite, built into the
// project's Node 22: no package to add). The copy is made in one step under one read transaction, so
// it is the database as of one moment, while Directus goes on reading and writing: its writes wait
// for that moment to pass (the copy of a few MB takes tens of milliseconds; Directus's driver waits
// up to a second for a lock). Run with `--disable-warning=ExperimentalWarning` (package.json): Node
// 22 still labels node:sqlite experimental, and says so on every run.
import { backup, DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import type { ContentCounts } from './backup-manifest.ts';

/** How long the snapshot waits for a write in progress before it gives up (SQLite's busy timeout). */
const BUSY_TIMEOUT_MS = 10_000;

/** Copies the live database at `source` to `target` as one consistent snapshot. */
export async function snapshotSqlite(source: string, target: string): Promise<void> {
  const db = new DatabaseSync(source, { readOnly: true, timeout: BUSY_TIMEOUT_MS });
  try {
    // rate -1: every page in one step, under one read lock (in steps, a write between two of them
    // by Directus, another process, would start the copy over, and a busy site could keep it from ending).
    await backup(db, target, { rate: -1 });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/busy|locked/i.test(message)) {
      throw new Error(`The database stayed locked for ${BUSY_TIMEOUT_MS / 1000} s (a long write in Directus?); nothing was written. Try again.`);
    }
    throw error;
  } finally {
    db.close();
  }
}

const Count = z.object({ n: z.number() });

function count(db: DatabaseSync, table: string): number {
  const exists = db.prepare("SELECT 1 AS n FROM sqlite_master WHERE type = 'table' AND name = ?").get(table);
  if (!exists) return 0;
  return Count.parse(db.prepare(`SELECT count(*) AS n FROM "${table}"`).get()).n;
}

export type SqliteFacts = { counts: ContentCounts; lastMigration: string | null };

/**
 * Checks a database file (a snapshot just made, or one about to be restored): SQLite's own
 * integrity check, then Directus's schema version and the site's counts.
 */
export function inspectSqlite(file: string): SqliteFacts {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const check = z.array(z.object({ quick_check: z.string() })).parse(db.prepare('PRAGMA quick_check').all());
    const verdict = check.map((row) => row.quick_check).join('; ');
    if (verdict !== 'ok') throw new Error(`the database fails SQLite's integrity check: ${verdict.slice(0, 300)}`);
    const migration = db.prepare("SELECT 1 AS n FROM sqlite_master WHERE type = 'table' AND name = 'directus_migrations'").get()
      ? z.object({ version: z.string() }).optional().parse(db.prepare('SELECT version FROM directus_migrations ORDER BY version DESC LIMIT 1').get())
      : undefined;
    return {
      lastMigration: migration?.version ?? null,
      counts: {
        pages: count(db, 'pages'),
        posts: count(db, 'posts'),
        demoRequests: count(db, 'demo_requests'),
        formSubmissions: count(db, 'form_submissions'),
        files: count(db, 'directus_files'),
      },
    };
  } finally {
    db.close();
  }
}

/** The uploads the database names (`filename_disk` of directus_files), with the size it recorded. */
export function filesInSqlite(file: string): { name: string; size: number | null }[] {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    if (!db.prepare("SELECT 1 AS n FROM sqlite_master WHERE type = 'table' AND name = 'directus_files'").get()) return [];
    return z
      .array(z.object({ filename_disk: z.string().nullable(), filesize: z.union([z.number(), z.string()]).nullable() }))
      .parse(db.prepare('SELECT filename_disk, filesize FROM directus_files').all())
      .flatMap((row) => (row.filename_disk ? [{ name: row.filename_disk, size: row.filesize === null ? null : Number(row.filesize) }] : []));
  } finally {
    db.close();
  }
}
