// The erasure log on the backup's and restore's side (decision 0020, "Restores that honour erasures").
// Directus's site-privacy extension appends one line per erasure (directus/extensions/site-privacy/
// src/erasure-log.ts): the time and fingerprints, never an address. A backup keeps a copy of it; a restore
// carries the live log over the swap (merged with the backup's copy), then replays every line made
// since the backup on a Directus it starts on the restored data, through the extension's /replay
// route, which erases those people again with the same code as the first time.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { z } from 'zod';
import { startDirectus } from '../../embedded/directus.ts';
import type { BackupSettings } from './backup-config.ts';

/** The entry under which a backup holds its copy of the log. */
export const ERASURE_LOG_ENTRY = 'erasure-log.jsonl';
/** Its name inside the uploads folder, where the log lives without SQLite (skipped among the uploads). */
export const ERASURE_LOG_IN_UPLOADS = '.erasure-log.jsonl';

const Hex64 = z.string().regex(/^[0-9a-f]{64}$/);
export const ErasureEntry = z.object({
  v: z.literal(1),
  at: z.iso.datetime(),
  email: Hex64.nullable(),
  uid: Hex64.nullable(),
  key: z.string().regex(/^[0-9a-f]{16}$/),
});
export type ErasureEntry = z.output<typeof ErasureEntry>;

/**
 * Where Directus writes the log, from the restore's settings, as the extension resolves it from
 * Directus's: ERASURE_LOG_PATH; else beside the SQLite database (DATA_DIR); else in the uploads folder.
 */
export function erasureLogPath(settings: Pick<BackupSettings, 'dataDir' | 'uploadsDir' | 'postgresUrl' | 'erasureLogPath'>): string {
  if (settings.erasureLogPath) return settings.erasureLogPath;
  return settings.postgresUrl ? join(settings.uploadsDir, ERASURE_LOG_IN_UPLOADS) : join(settings.dataDir, ERASURE_LOG_ENTRY);
}

/** The lines of a log's text that are whole and valid (a line being appended while it was read is left out). */
export function parseErasureLog(text: string): ErasureEntry[] {
  const out: ErasureEntry[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      const parsed = ErasureEntry.safeParse(JSON.parse(line));
      if (parsed.success) out.push(parsed.data);
    } catch {
      // a torn last line
    }
  }
  return out;
}

export const readErasureLog = (path: string): ErasureEntry[] => (existsSync(path) ? parseErasureLog(readFileSync(path, 'utf8')) : []);

/** Two logs as one: every line of either, once, in time order. */
export function mergeErasureLogs(...logs: ErasureEntry[][]): ErasureEntry[] {
  const seen = new Map<string, ErasureEntry>();
  for (const entry of logs.flat()) seen.set(JSON.stringify(entry), entry);
  return [...seen.values()].sort((a, b) => a.at.localeCompare(b.at));
}

/** Writes the log whole (a new file renamed over the old), owner-only. */
export function writeErasureLog(path: string, entries: ErasureEntry[]): void {
  const partial = `${path}.${randomBytes(4).toString('hex')}.partial`;
  writeFileSync(partial, entries.map((e) => `${JSON.stringify(e)}\n`).join(''), { mode: 0o600 });
  renameSync(partial, path);
}

/** The lines made at or after the backup's start: the erasures its snapshot may not know of. */
export const erasuresSince = (entries: ErasureEntry[], since: string): ErasureEntry[] => entries.filter((e) => Date.parse(e.at) >= Date.parse(since));

const ReplayAnswer = z.object({
  data: z.object({
    entries: z.number(),
    otherKey: z.number(),
    people: z.number(),
    nothing: z.number(),
    counts: z.object({ demoRequests: z.number(), submissions: z.number(), emails: z.number(), consentProofsKept: z.number(), pendingRequests: z.number() }),
  }),
});
export type ReplayResult = z.output<typeof ReplayAnswer>['data'];

/** What the temporary Directus needs: its KEY and SECRET (the log's fingerprints are keyed with it), and the site's token. */
export type ReplaySecrets = { key: string; secret: string; siteToken: string };

const SecretsFile = z.object({ directusKey: z.string(), directusSecret: z.string(), siteToken: z.string() });

/**
 * The restored data's secrets: `npm start`'s secrets.json in DATA_DIR (restored from the backup), else
 * DIRECTUS_KEY, DIRECTUS_SECRET and DIRECTUS_TOKEN (compose's names); null when neither.
 */
export function replaySecrets(dataDir: string, env: NodeJS.ProcessEnv = process.env): ReplaySecrets | null {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const s = SecretsFile.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (s.success) return { key: s.data.directusKey, secret: s.data.directusSecret, siteToken: s.data.siteToken };
  }
  const { DIRECTUS_KEY: key, DIRECTUS_SECRET: secret, DIRECTUS_TOKEN: siteToken } = env;
  return key && secret && siteToken ? { key, secret, siteToken } : null;
}

const BATCH = 1000;

/** A port nothing listens on now, on loopback: the temporary Directus's (never DIRECTUS_PORT's, which the site's may be given back). */
function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts Directus on the restored data (a free loopback port, the project's extensions, no site to
 * tell), sends it the lines in batches (each one transaction), and stops it. Throws with Directus's
 * last log lines when it cannot.
 */
export async function replayOnRestoredData(
  settings: Pick<BackupSettings, 'dataDir' | 'postgresUrl'>,
  secrets: ReplaySecrets,
  entries: ErasureEntry[],
): Promise<ReplayResult> {
  const lines: string[] = [];
  const directus = await startDirectus({
    port: await freeLoopbackPort(),
    dataDir: settings.dataDir,
    key: secrets.key,
    secret: secrets.secret,
    // Used by Directus only to create the first admin of an empty database; this one is not.
    adminEmail: process.env['ADMIN_EMAIL'] ?? 'admin@example.com',
    adminPassword: randomBytes(18).toString('base64url'),
    ...(settings.postgresUrl ? { databaseUrl: settings.postgresUrl } : {}),
    logLevel: 'warn',
    onLog: (line) => {
      lines.push(line);
      if (lines.length > 20) lines.shift();
    },
  }).catch((error: unknown) => {
    throw new Error(`Directus did not start on the restored data (${String(error)}): ${lines.join(' | ').slice(-800)}`);
  });
  try {
    const total: ReplayResult = {
      entries: 0,
      otherKey: 0,
      people: 0,
      nothing: 0,
      counts: { demoRequests: 0, submissions: 0, emails: 0, consentProofsKept: 0, pendingRequests: 0 },
    };
    for (let i = 0; i < entries.length; i += BATCH) {
      const batch = entries.slice(i, i + BATCH).map(({ email, uid, key }) => ({ email, uid, key }));
      const res = await fetch(`${directus.url}/site-privacy/replay`, {
        method: 'POST',
        headers: { authorization: `Bearer ${secrets.siteToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ entries: batch }),
        signal: AbortSignal.timeout(300_000),
      });
      const json: unknown = await res.json().catch(() => null);
      if (!res.ok) throw new Error(`Directus answered ${res.status} to the replay: ${JSON.stringify(json).slice(0, 300)}`);
      const r = ReplayAnswer.parse(json).data;
      total.entries += r.entries;
      total.otherKey += r.otherKey;
      total.people += r.people;
      total.nothing += r.nothing;
      for (const k of ['demoRequests', 'submissions', 'emails', 'consentProofsKept', 'pendingRequests'] as const) total.counts[k] += r.counts[k];
    }
    return total;
  } finally {
    await directus.stop();
  }
}
