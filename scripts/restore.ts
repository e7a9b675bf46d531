// `npm run restore -- FILE`: puts a backup made by `npm run backup` back in place.
//
// 1. Refuses while the site runs on this data: a process holding a file in DATA_DIR open (npm start
//    holds start.log, its Directus the database), or Directus answering on DIRECTUS_PORT.
// 2. Reads the whole backup into a new folder beside DATA_DIR and checks it: every entry against the
//    manifest's size and sha256, nothing more and nothing less, the database with SQLite's own
//    integrity check. A truncated, corrupt or altered file stops here, and DATA_DIR is untouched.
// 3. Moves what DATA_DIR holds aside (`<DATA_DIR>.before-restore-<time>`, never deleted) and renames
//    the checked folder into its place: two renames in one file system.
// 4. Carries the erasure log over (scripts/lib/erasure-log.ts): the live one, merged with the backup's
//    copy, stays where Directus writes it. Every erasure made since the backup was taken is then
//    replayed on a Directus started for the purpose on the restored data, by the same code as the
//    first time, and one line says how many: a restore never brings back someone who asked to be erased.
// `npm start` then starts on it as after any stop: the schema is already there, and the seed adds only
// to empty collections, so nothing restored is added to or overwritten.
//
// The PostgreSQL path (DB_CLIENT=pg): the dump goes into DB_CONNECTION_STRING's database, which must
// be new and empty (scripts/lib/pg-backup.ts), and the uploads into their folder (STORAGE_LOCAL_ROOT,
// or DATA_DIR/uploads), the folder there before moved aside.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { ArchiveError, extractArchive, type ExtractedEntry } from './lib/backup-archive.ts';
import { directusAnswers, directusVersion, humanSize, loadBackupSettings, processesUsing, stamp, type BackupSettings } from './lib/backup-config.ts';
import { DATABASE_ENTRY, MANIFEST_PATH, parseManifest, type ContentCounts, type Manifest } from './lib/backup-manifest.ts';
import { inspectSqlite } from './lib/backup-sqlite.ts';
import { describeUrl, findPgTools, pgFacts, PgRefused, pgRestore } from './lib/pg-backup.ts';
import {
  ERASURE_LOG_ENTRY,
  erasureLogPath,
  erasuresSince,
  mergeErasureLogs,
  readErasureLog,
  replayOnRestoredData,
  replaySecrets,
  writeErasureLog,
  type ErasureEntry,
  type ReplayResult,
} from './lib/erasure-log.ts';

class Refused extends Error {}

/** Refuses while anything runs on the data this restore would replace. */
async function refuseWhileRunning(settings: BackupSettings): Promise<void> {
  const folders = settings.postgresUrl ? [settings.uploadsDir] : [settings.dataDir];
  for (const folder of folders) {
    const holders = existsSync(folder) ? processesUsing(folder) : [];
    if (holders && holders.length > 0) {
      const list = holders.map((h) => `pid ${h.pid} (${h.command.slice(0, 80) || 'unknown'}) holds ${h.file}`).join('; ');
      throw new Refused(`The site is running on ${folder}: ${list}. Stop it (Ctrl+C in npm start's terminal) and run the restore again.`);
    }
  }
  if (!settings.postgresUrl && (await directusAnswers(settings.directusPort))) {
    throw new Refused(
      `Directus answers on http://127.0.0.1:${settings.directusPort} (DIRECTUS_PORT): stop npm start (Ctrl+C) and run the restore again. ` +
        `If that Directus serves another data folder, set DIRECTUS_PORT to a port nothing uses for this restore.`,
    );
  }
}

/** The archive's entries against its manifest: the same paths, sizes and sha256, nothing more. */
function verify(manifest: Manifest, extracted: ExtractedEntry[]): void {
  const found = new Map(extracted.filter((e) => e.path !== MANIFEST_PATH).map((e) => [e.path, e]));
  for (const expected of manifest.entries) {
    const got = found.get(expected.path);
    if (!got) throw new ArchiveError(`${expected.path}, listed in its manifest, is not in the file`);
    if (got.size !== expected.size || got.sha256 !== expected.sha256) {
      throw new ArchiveError(
        `${expected.path} does not match its manifest's ${got.size !== expected.size ? 'size' : 'sha256'}: the file was altered or is corrupt`,
      );
    }
    found.delete(expected.path);
  }
  const extra = [...found.keys()];
  if (extra.length) throw new ArchiveError(`it holds ${extra.length} entr(ies) its manifest does not list: ${extra.slice(0, 3).join(', ')}`);
  if (!manifest.entries.some((e) => e.path === manifest.database.path)) throw new ArchiveError('its manifest lists no database');
}

/** Entries a backup may hold; anything else is refused before it is written. */
function allowedEntry(path: string): void {
  const ok =
    path === MANIFEST_PATH ||
    path === 'secrets.json' ||
    path === ERASURE_LOG_ENTRY ||
    path === DATABASE_ENTRY.sqlite ||
    path === DATABASE_ENTRY.postgres ||
    path.startsWith('uploads/');
  if (!ok) throw new ArchiveError(`it holds ${path}, which no site backup has`);
}

/** Moves `path` aside (same folder, `.before-restore-<time>`) when it holds anything; returns where, or null. */
function moveAside(path: string, when: string): string | null {
  if (!existsSync(path)) return null;
  if (readdirSync(path).length === 0) {
    rmSync(path, { recursive: true });
    return null;
  }
  let aside = `${path}.before-restore-${when}`;
  for (let n = 2; existsSync(aside); n++) aside = `${path}.before-restore-${when}-${n}`;
  renameSync(path, aside);
  // Beside the repository's data/ it would show in `git status`: the folder ignores itself.
  writeFileSync(join(aside, '.gitignore'), '# Kept by npm run restore: the data that was here before. Never commit it.\n*\n');
  return aside;
}

/** Renames, or copies then removes when `to` is on another file system (an uploads volume). */
function move(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EXDEV')) throw error;
    cpSync(from, to, { recursive: true, preserveTimestamps: true });
    rmSync(from, { recursive: true, force: true });
  }
}

type Restored = { manifest: Manifest; counts: ContentCounts; target: string; aside: string[]; erasures: ErasureEntry[] };

/**
 * The erasure log after the swap: every line of the live log (read before anything moved) and of the
 * backup's copy, written where Directus writes it.
 */
function carryErasureLog(settings: BackupSettings, live: ErasureEntry[], fromBackup: ErasureEntry[]): ErasureEntry[] {
  const merged = mergeErasureLogs(live, fromBackup);
  const path = erasureLogPath(settings);
  const copy = join(settings.dataDir, ERASURE_LOG_ENTRY);
  if (merged.length) {
    mkdirSync(dirname(path), { recursive: true });
    writeErasureLog(path, merged);
  }
  // The backup's copy, renamed into DATA_DIR with the rest, is not the log when the log lives elsewhere.
  if (path !== copy) rmSync(copy, { force: true });
  return merged;
}

async function restore(settings: BackupSettings, file: string): Promise<Restored> {
  if (!existsSync(file)) throw new Refused(`No file at ${file}.`);
  await refuseWhileRunning(settings);
  const when = stamp();
  const staging = `${settings.dataDir}.restoring-${when}-${process.pid}`;
  mkdirSync(dirname(settings.dataDir), { recursive: true });
  mkdirSync(staging, { mode: 0o700 });
  let swapped = false;
  try {
    // Read and check everything before anything is put in place.
    const extracted = await extractArchive(file, staging, allowedEntry);
    if (!extracted.some((e) => e.path === MANIFEST_PATH)) throw new ArchiveError('it has no manifest.json: not a site backup, or cut short before its end');
    let manifest: Manifest;
    try {
      manifest = parseManifest(readFileSync(join(staging, MANIFEST_PATH), 'utf8'));
    } catch (error) {
      throw new ArchiveError(error instanceof Error ? error.message : String(error));
    }
    verify(manifest, extracted);
    rmSync(join(staging, MANIFEST_PATH));
    mkdirSync(join(staging, 'uploads'), { recursive: true });
    const wantPostgres = Boolean(settings.postgresUrl);
    if (wantPostgres !== (manifest.database.kind === 'postgres')) {
      throw new Refused(
        manifest.database.kind === 'postgres'
          ? 'This backup holds a PostgreSQL dump: restore it with DB_CLIENT=pg and DB_CONNECTION_STRING set to a new, empty database.'
          : 'This backup holds the embedded SQLite database: restore it without DB_CLIENT=pg (into DATA_DIR), or move its data to PostgreSQL with your own tools.',
      );
    }

    // The live erasure log, before anything moves (it may be inside what is moved aside).
    const liveErasures = readErasureLog(erasureLogPath(settings));
    const backupErasures = readErasureLog(join(staging, ERASURE_LOG_ENTRY));

    if (manifest.database.kind === 'sqlite') {
      const { counts } = inspectSqlite(join(staging, DATABASE_ENTRY.sqlite));
      const aside = moveAside(settings.dataDir, when);
      try {
        renameSync(staging, settings.dataDir);
      } catch (error) {
        if (aside) renameSync(aside, settings.dataDir); // put back what was there
        throw error;
      }
      swapped = true;
      const erasures = carryErasureLog(settings, liveErasures, backupErasures);
      return { manifest, counts, target: settings.dataDir, aside: aside ? [aside] : [], erasures };
    }

    // PostgreSQL: the database first (one transaction: on an error nothing changed), then the files.
    const url = settings.postgresUrl ?? '';
    const tools = await findPgTools(settings.pgBin);
    await pgRestore(tools, url, join(staging, DATABASE_ENTRY.postgres));
    const aside: string[] = [];
    const uploadsAside = moveAside(settings.uploadsDir, when);
    if (uploadsAside) aside.push(uploadsAside);
    mkdirSync(dirname(settings.uploadsDir), { recursive: true });
    move(join(staging, 'uploads'), settings.uploadsDir);
    if (manifest.secrets) {
      const secrets = join(settings.dataDir, 'secrets.json');
      mkdirSync(settings.dataDir, { recursive: true });
      if (existsSync(secrets)) {
        renameSync(secrets, `${secrets}.before-restore-${when}`);
        aside.push(`${secrets}.before-restore-${when}`);
      }
      renameSync(join(staging, 'secrets.json'), secrets);
    }
    const erasures = carryErasureLog(settings, liveErasures, backupErasures);
    const { counts } = await pgFacts(tools, url);
    return { manifest, counts, target: describeUrl(url), aside, erasures };
  } finally {
    if (!swapped) rmSync(staging, { recursive: true, force: true });
  }
}

/** Erases again, on the restored data, the people the log says were erased since the backup. */
async function replay(settings: BackupSettings, owed: ErasureEntry[]): Promise<ReplayResult> {
  const secrets = replaySecrets(settings.dataDir);
  if (!secrets)
    throw new Error(`no secrets.json in ${settings.dataDir} and no DIRECTUS_KEY, DIRECTUS_SECRET and DIRECTUS_TOKEN in the environment to start Directus with`);
  return replayOnRestoredData(settings, secrets, owed);
}

/** The restore's one line about the erasures it replayed. */
function describeReplay(r: ReplayResult | null, since: string): string {
  if (!r) return `Erasures replayed: 0 (none recorded since the backup was made, ${since}).`;
  const c = r.counts;
  return (
    `Erasures replayed: ${r.entries} recorded since the backup (${since}); ${r.people} ${r.people === 1 ? 'person' : 'people'} found in the restored data and erased again ` +
    `(${c.demoRequests} demo requests, ${c.submissions} form submissions, ${c.emails} e-mails; ${c.consentProofsKept} consent proofs kept), ${r.nothing} with nothing there` +
    (r.people ? '; their sign-in accounts are closed by the site’s next retention run' : '') +
    (r.otherKey ? `; ${r.otherKey} made with another SECRET could not be matched (was Directus's SECRET changed?)` : '') +
    '.'
  );
}

const args = process.argv.slice(2).filter((a) => a !== '--');
if (args.length !== 1 || args[0] === '-h' || args[0] === '--help') {
  console.log('Usage: npm run restore -- FILE   (a .tar.gz made by npm run backup; the site must be stopped)');
  process.exit(args.length === 1 ? 0 : 1);
}
const file = resolve(process.env['INIT_CWD'] ?? process.cwd(), args[0] ?? '');
try {
  const settings = loadBackupSettings();
  const started = performance.now();
  const { manifest, counts, target, aside, erasures } = await restore(settings, file);
  const c = counts;
  console.log(
    `Restored ${basename(file)} (made ${manifest.createdAt} on ${manifest.source.host}) into ${target}: ` +
      `${c.pages} pages, ${c.posts} posts, ${c.demoRequests} demo requests, ${c.formSubmissions} form submissions, ${c.files} files; ` +
      `${manifest.uploads} uploads${manifest.secrets ? ', secrets' : ''} (${humanSize(manifest.entries.reduce((n, e) => n + e.size, 0))}) in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
  for (const a of aside) console.log(`  What was there before is kept in ${a}`);
  if (manifest.directus.version !== directusVersion()) {
    console.log(`  Made with Directus ${manifest.directus.version}; this checkout has ${directusVersion()}: Directus migrates the database when it starts.`);
  }
  for (const w of manifest.warnings) console.log(`  The backup noted: ${w}`);
  const owed = erasuresSince(erasures, manifest.createdAt);
  try {
    console.log(`  ${describeReplay(owed.length ? await replay(settings, owed) : null, manifest.createdAt)}`);
  } catch (error) {
    console.error(
      `Restore done, but the ${owed.length} erasure(s) made since the backup are NOT replayed: ${error instanceof Error ? error.message : String(error)}. ` +
        'Do not start the site on this data: fix the cause and run the same restore again (it carries the erasure log over again).',
    );
    process.exit(1);
  }
  console.log(manifest.database.kind === 'sqlite' ? '  Start the site: npm start' : '  Start Directus on that database (npm run cms:serve), then the site.');
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof ArchiveError) console.error(`Restore refused: ${file} is not a usable backup: ${message}. Nothing was changed.`);
  else if (error instanceof Refused || error instanceof PgRefused) console.error(`Restore refused: ${message} Nothing was changed.`);
  else console.error(`Restore failed: ${message}`);
  process.exit(1);
}
