// What a backup says about itself: `manifest.json`, the archive's last entry (written once every
// other entry's sha256 is known). `npm run restore` parses it and checks every other entry against
// it (size and sha256), so a file that was cut short, altered or mixed with another backup's is
// refused before it is used.
import { z } from 'zod';

export const MANIFEST_PATH = 'manifest.json';
export const MANIFEST_FORMAT = 'energy-site-backup';
export const MANIFEST_VERSION = 1;

/** The database's file inside the archive, by kind. */
export const DATABASE_ENTRY = { sqlite: 'directus.sqlite', postgres: 'database.pgdump' } as const;

const Entry = z.object({
  path: z.string().min(1),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type ManifestEntry = z.infer<typeof Entry>;

const Counts = z.object({
  pages: z.number().int().nonnegative(),
  posts: z.number().int().nonnegative(),
  demoRequests: z.number().int().nonnegative(),
  formSubmissions: z.number().int().nonnegative(),
  files: z.number().int().nonnegative(),
});
export type ContentCounts = z.infer<typeof Counts>;

export const ManifestSchema = z.object({
  format: z.literal(MANIFEST_FORMAT),
  version: z.literal(MANIFEST_VERSION),
  createdAt: z.iso.datetime(),
  source: z.object({ host: z.string(), dataDir: z.string(), uploadsDir: z.string() }),
  directus: z.object({
    /** The Directus package that wrote the database. */
    version: z.string(),
    /** The newest row of directus_migrations: Directus's own schema version. */
    lastMigration: z.string().nullable(),
  }),
  database: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('sqlite'), path: z.literal(DATABASE_ENTRY.sqlite), method: z.literal('sqlite-online-backup') }),
    z.object({
      kind: z.literal('postgres'),
      path: z.literal(DATABASE_ENTRY.postgres),
      method: z.literal('pg_dump-custom'),
      serverVersion: z.string(),
      dumpVersion: z.string(),
    }),
  ]),
  /** The site's content and leads in the database snapshot (the SQLite path; PostgreSQL's are counted on restore). */
  counts: Counts.nullable(),
  /** How many files the uploads folder held, and whether secrets.json is in the archive. */
  uploads: z.number().int().nonnegative(),
  secrets: z.boolean(),
  entries: z.array(Entry).min(1),
  /** Anything the backup noticed but could not help (a file deleted while it was copied). */
  warnings: z.array(z.string()),
});
export type Manifest = z.infer<typeof ManifestSchema>;

/** Parses a manifest's text, with a message a person can act on. */
export function parseManifest(text: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('its manifest.json is not JSON');
  }
  const format = z.object({ format: z.string(), version: z.number() }).safeParse(json);
  if (format.success && format.data.format === MANIFEST_FORMAT && format.data.version !== MANIFEST_VERSION) {
    throw new Error(`it is a backup of format version ${format.data.version}; this checkout reads version ${MANIFEST_VERSION}`);
  }
  const parsed = ManifestSchema.safeParse(json);
  if (!parsed.success) throw new Error(`its manifest.json is not a site backup's: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
