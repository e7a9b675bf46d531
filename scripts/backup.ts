// `npm run backup [-- FILE]`: the site's data as one file, taken while the site and Directus run.
//
// What DATA_DIR holds, and what a backup keeps of it:
// - directus.sqlite: every page, post, lead, file record, user and setting. Kept, through SQLite's
//   online backup (scripts/lib/backup-sqlite.ts): one consistent moment, never a half-written copy.
//   On the PostgreSQL path (DB_CLIENT=pg) pg_dump takes its place (scripts/lib/pg-backup.ts).
// - uploads/: the file library's files, and Directus's cached resizes of them. Kept, whole.
// - secrets.json: Directus's KEY and SECRET, the site's token, the revalidate, preview and link
//   secrets, the admin's, marketer's and sample visitor's passwords. Kept: without the link secret,
//   the unsubscribe and manage links already mailed stop working, and without the site token the
//   site cannot read the restored Directus.
// - erasure-log.jsonl: who was erased when, as fingerprints (scripts/lib/erasure-log.ts). Kept as a
//   copy: a restore merges it with the live log, which it carries over, and replays both.
// - mail/: the local inbox's copies of mail "sent" without SMTP_URL. Left out: it stands in for the
//   recipients' mailboxes, not the site's state (the outbox, in the database, says what was sent),
//   and in production, with SMTP_URL, there is none.
// - start.log, .directus-tmp/ (Directus's scratch space), test stacks' *.log: left out, each run makes
//   its own.
//
// The file is a .tar.gz (scripts/lib/backup-archive.ts) whose last entry, manifest.json, lists every
// other entry with its size and sha256 (scripts/lib/backup-manifest.ts); `npm run restore` checks
// them all before it puts anything in place.
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { writeArchive, toEntryPath, type ArchiveEntry } from './lib/backup-archive.ts';
import { directusVersion, humanSize, loadBackupSettings, stamp, type BackupSettings } from './lib/backup-config.ts';
import { DATABASE_ENTRY, MANIFEST_FORMAT, MANIFEST_PATH, MANIFEST_VERSION, type Manifest } from './lib/backup-manifest.ts';
import { filesInSqlite, inspectSqlite, snapshotSqlite } from './lib/backup-sqlite.ts';
import { describeUrl, findPgTools, pgDump, pgFacts, pgFiles } from './lib/pg-backup.ts';
import { ERASURE_LOG_ENTRY, ERASURE_LOG_IN_UPLOADS, erasureLogPath } from './lib/erasure-log.ts';

/** Every file under `dir` (recursively), as archive entries under `prefix/`. Links and sockets are skipped. */
function filesUnder(dir: string, prefix: string): ArchiveEntry[] {
  if (!existsSync(dir)) return [];
  const out: ArchiveEntry[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const path = join(folder, name);
      let st;
      try {
        st = lstatSync(path);
      } catch {
        continue; // deleted since it was listed
      }
      if (st.isDirectory()) walk(path);
      else if (st.isFile()) out.push({ path: `${prefix}/${toEntryPath(relative(dir, path))}`, source: path, size: st.size, mode: st.mode, mtime: st.mtime });
    }
  };
  walk(dir);
  return out;
}

async function backupSite(settings: BackupSettings, target: string): Promise<{ manifest: Manifest; bytes: number }> {
  const started = new Date();
  const sqliteFile = join(settings.dataDir, DATABASE_ENTRY.sqlite);
  if (!settings.postgresUrl && !existsSync(sqliteFile)) {
    throw new Error(
      `No database at ${sqliteFile}: nothing to back up. Run \`npm start\` once to create the site's data, or set DATA_DIR to the data folder to back up.`,
    );
  }
  if (existsSync(target)) throw new Error(`${target} already exists: give another file name, or move that one away.`);
  const folder = dirname(target);
  if (!existsSync(folder)) {
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    // The default folder sits in the repository (beside data/): it keeps itself out of git.
    if (folder === settings.backupDir) writeFileSync(join(folder, '.gitignore'), '# Site backups: they hold secrets. Never commit them.\n*\n');
  }

  const partial = `${target}.partial`;
  const dbCopy = `${target}.database.partial`;
  try {
    // 1. The database, as of one moment.
    const warnings: string[] = [];
    let database: Manifest['database'];
    let facts: { lastMigration: string | null; counts: Manifest['counts'] };
    if (settings.postgresUrl) {
      const tools = await findPgTools(settings.pgBin);
      const dumped = await pgDump(tools, settings.postgresUrl, dbCopy);
      database = { kind: 'postgres', path: DATABASE_ENTRY.postgres, method: 'pg_dump-custom', ...dumped };
      // Read after the dump, not inside its snapshot: the schema version only, no counts.
      facts = { lastMigration: (await pgFacts(tools, settings.postgresUrl)).lastMigration, counts: null };
    } else {
      await snapshotSqlite(sqliteFile, dbCopy);
      database = { kind: 'sqlite', path: DATABASE_ENTRY.sqlite, method: 'sqlite-online-backup' };
      facts = inspectSqlite(dbCopy);
    }

    // 2. The uploads, after the database: a file uploaded meanwhile is an extra (harmless); a file the
    //    snapshot names but that was deleted meanwhile is missing, and said so.
    // The erasure log may live in the uploads folder (no SQLite): it is kept as its own entry below.
    const uploads = filesUnder(settings.uploadsDir, 'uploads').filter((u) => u.path !== `uploads/${ERASURE_LOG_IN_UPLOADS}`);
    {
      const present = new Map(uploads.map((u) => [u.path.slice('uploads/'.length), u.size]));
      const missing: string[] = [];
      const resized: string[] = [];
      const named = settings.postgresUrl ? await pgFiles(await findPgTools(settings.pgBin), settings.postgresUrl) : filesInSqlite(dbCopy);
      for (const f of named) {
        const size = present.get(f.name);
        if (size === undefined) missing.push(f.name);
        else if (f.size !== null && f.size > 0 && size !== f.size) resized.push(f.name);
      }
      // On PostgreSQL the uploads are wherever Directus keeps them (STORAGE_LOCAL_ROOT; a volume under
      // compose): none of them here is the wrong folder, not a loss, and a backup without them would
      // "succeed" and restore a site with no pictures.
      if (settings.postgresUrl && named.length > 0 && missing.length === named.length)
        throw new Error(
          `None of the ${named.length} files the database names is in ${settings.uploadsDir}. Set STORAGE_LOCAL_ROOT to the folder Directus keeps its uploads in (under compose, the uploads volume), or run the backup where that folder is.`,
        );
      if (missing.length)
        warnings.push(
          `${missing.length} file(s) the database names are not in uploads/ (deleted during the backup, or lost before): ${missing.slice(0, 5).join(', ')}`,
        );
      if (resized.length)
        warnings.push(
          `${resized.length} upload(s) differ in size from what the database recorded (written during the backup?): ${resized.slice(0, 5).join(', ')}`,
        );
    }

    // 3. The secrets, as npm start keeps them (the PostgreSQL path may keep them elsewhere: then none).
    const secretsFile = join(settings.dataDir, 'secrets.json');
    const secrets: ArchiveEntry[] = [];
    if (existsSync(secretsFile)) {
      const bytes = readFileSync(secretsFile);
      secrets.push({ path: 'secrets.json', source: new Uint8Array(bytes), size: bytes.length, mode: 0o600, mtime: statSync(secretsFile).mtime });
    } else if (!settings.postgresUrl) {
      warnings.push(`no secrets.json in ${settings.dataDir}: the backup has no keys or passwords, and a restore keeps none`);
    }

    // 4. The erasure log, read at once (a line torn by an append meanwhile is skipped when read back).
    const logFile = erasureLogPath(settings);
    const erasureLog: ArchiveEntry[] = [];
    if (existsSync(logFile)) {
      const bytes = readFileSync(logFile);
      erasureLog.push({ path: ERASURE_LOG_ENTRY, source: new Uint8Array(bytes), size: bytes.length, mode: 0o600, mtime: statSync(logFile).mtime });
    }

    const dbStat = statSync(dbCopy);
    const entries: ArchiveEntry[] = [
      { path: database.path, source: dbCopy, size: dbStat.size, mode: 0o600, mtime: started },
      ...secrets,
      ...erasureLog,
      ...uploads,
    ];
    let manifest: Manifest | undefined;
    await writeArchive(partial, entries, (written) => {
      manifest = {
        format: MANIFEST_FORMAT,
        version: MANIFEST_VERSION,
        createdAt: started.toISOString(),
        source: { host: hostname(), dataDir: settings.dataDir, uploadsDir: settings.uploadsDir },
        directus: { version: directusVersion(), lastMigration: facts.lastMigration },
        database,
        counts: facts.counts,
        uploads: uploads.length,
        secrets: secrets.length > 0,
        entries: written,
        warnings,
      };
      const bytes = new TextEncoder().encode(JSON.stringify(manifest, null, 2) + '\n');
      return { path: MANIFEST_PATH, source: bytes, size: bytes.length, mode: 0o600, mtime: started };
    });
    if (!manifest) throw new Error('the archive was written without its manifest');
    renameSync(partial, target);
    return { manifest, bytes: statSync(target).size };
  } finally {
    rmSync(partial, { force: true });
    rmSync(dbCopy, { force: true });
  }
}

const args = process.argv.slice(2).filter((a) => a !== '--');
if (args.some((a) => a === '-h' || a === '--help') || args.length > 1) {
  console.log('Usage: npm run backup [-- FILE]   (default: backups/site-YYYYMMDD-HHMMSS.tar.gz beside DATA_DIR, or in BACKUP_DIR)');
  process.exit(args.length > 1 ? 1 : 0);
}
// Everything this writes (the partial database copy, pg_dump's output, the archive) holds the data and
// the secrets: readable by its owner only, from the first byte.
process.umask(0o077);
try {
  const settings = loadBackupSettings();
  const started = performance.now();
  // npm runs scripts from the repository's root; a name the user typed is relative to where they were.
  const target = args[0] ? resolve(process.env['INIT_CWD'] ?? process.cwd(), args[0]) : join(settings.backupDir, `site-${stamp()}.tar.gz`);
  const { manifest, bytes } = await backupSite(settings, target);
  const from = manifest.database.kind === 'postgres' && settings.postgresUrl ? `PostgreSQL ${describeUrl(settings.postgresUrl)}` : settings.dataDir;
  const what = [
    manifest.counts
      ? `${manifest.counts.pages} pages, ${manifest.counts.posts} posts, ${manifest.counts.demoRequests + manifest.counts.formSubmissions} leads, ${manifest.counts.files} files`
      : `the database (${manifest.database.method}, PostgreSQL ${manifest.database.kind === 'postgres' ? manifest.database.serverVersion : ''})`,
    `${manifest.uploads} uploads`,
    manifest.secrets ? 'secrets' : 'no secrets',
  ].join(', ');
  console.log(`Backup written: ${target} (${humanSize(bytes)}; ${what}; from ${from}) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  for (const w of manifest.warnings) console.warn(`  warning: ${w}`);
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
