// Configuration for `npm start` / `npm run dev`: a git-ignored `.env` at the repository root gives
// defaults, the process environment overrides it. Directus itself is then started with an explicit
// environment and a CONFIG_PATH that never exists, because Directus prefers its own `.env` over
// the process environment (which would silently undo PORT=... npm start).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { z } from 'zod';
import { optionalSetting } from '../../schemas/env-setting.ts';
import { cdnPurgeEnvSchema, pageCacheEnvSchema } from '../../server/config.ts';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const port = z.coerce.number().int().min(1).max(65535);

const ConfigSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().default('127.0.0.1'),
  DIRECTUS_PORT: port.default(8055),
  DATA_DIR: z.string().default('data'),
  ADMIN_EMAIL: z.email().default('admin@example.com'),
  ADMIN_PASSWORD: optionalSetting(z.string().min(8)),
  SITE_URL: optionalSetting(z.url()),
  SITE_PRODUCTION: z.enum(['true', 'false']).default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace']).default('warn'),
  // Mail: a real SMTP server, or (unset) the local capture inbox on these ports.
  SMTP_URL: optionalSetting(z.string().regex(/^smtps?:\/\//, 'an smtp:// or smtps:// address')),
  MAIL_FROM: optionalSetting(z.string().min(3)),
  MAIL_CAPTURE_PORT: port.default(1025),
  MAIL_INBOX_PORT: port.default(1080),
  // Sign-in: a Firebase project (src/auth/config.server.ts checks them), or (none set) the Auth emulator on this port.
  FIREBASE_PROJECT_ID: optionalSetting(z.string().min(1)),
  FIREBASE_API_KEY: optionalSetting(z.string().min(1)),
  FIREBASE_AUTH_DOMAIN: optionalSetting(z.string().min(1)),
  FIREBASE_AUTH_EMULATOR_HOST: optionalSetting(z.string().min(1)),
  AUTH_EMULATOR_PORT: port.default(9099),
  // The site server's page cache: checked here too, so a bad value in .env stops `npm start` early.
  ...pageCacheEnvSchema.shape,
  // A CDN in front: purged on publish (server/cdn-purge.ts).
  ...cdnPurgeEnvSchema.shape,
});

/** Secrets generated once per data directory and kept there (git-ignored), never in the repo. */
const SecretsSchema = z.object({
  directusKey: z.string(),
  directusSecret: z.string(),
  siteToken: z.string(),
  revalidateSecret: z.string(),
  previewSecret: z.string(),
  /** Signs the newsletter's unsubscribe links (added later: generated for data directories that lack it). */
  linkSecret: z.string().optional(),
  adminPassword: z.string().optional(),
  /** The sample visitor's password in the Auth emulator (`npm start` creates visitor@example.com). */
  visitorPassword: z.string().optional(),
  /** The sample marketer's Data Studio password (`npm start` creates marketer@example.com in the Marketing role). */
  marketerPassword: z.string().optional(),
});
export type Secrets = z.infer<typeof SecretsSchema>;

export type StackConfig = {
  port: number;
  host: string;
  directusPort: number;
  directusUrl: string;
  /** The Data Studio as editors' browsers reach it: on the site's own host name when the site is on this machine. */
  studioUrl: string;
  siteUrl: string;
  production: boolean;
  dataDir: string;
  adminEmail: string;
  adminPassword: string;
  adminPasswordGenerated: boolean;
  secrets: Secrets;
  secretsFile: string;
  logLevel: string;
  pageCacheTtlMs: number;
  pageCacheMaxBytes: number;
  pageCachePictureTtlMs: number;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  mailCapturePort: number;
  mailInboxPort: number;
  /** The Firebase settings given, passed to the site as they are; none: `npm start` runs the Auth emulator. */
  firebase: Record<string, string>;
  authEmulatorPort: number;
  /** CDN_PURGE_* for the site server, when CDN_PURGE_URL is set. */
  cdnPurge: Record<string, string>;
  /** The site server's own settings found in .env or the environment (SITE_SERVER_SETTINGS), passed on as they are: the site checks them. */
  siteSettings: Record<string, string>;
};

/**
 * Settings only the site server reads (docs/operators.md, The site server): `npm start` has no use for
 * them, but one written in `.env` must reach the site as one in the environment does. The rest of the
 * site's environment `npm start` sets itself (siteEnv).
 */
export const SITE_SERVER_SETTINGS = [
  'CMS_CACHE_TTL_MS',
  'CMS_TIMEOUT_MS',
  'FORM_RATE_MAX',
  'FORM_RATE_WINDOW_MS',
  'FORM_MIN_FILL_MS',
  'FORM_TICKET_MAX_AGE_MS',
  'MAIL_POLL_MS',
  'MAIL_RETRY_MS',
  'MAIL_CLAIM_MS',
  'RETENTION_DELAY_MS',
  'REDIS',
  'TRUST_PROXY',
  'SHUTDOWN_DELAY_MS',
  'SHUTDOWN_TIMEOUT_MS',
  'LOG_FORMAT',
] as const;

function readEnvFile(path: string): Record<string, string> {
  if (!existsSync(path)) return {};
  const parsed = parseEnv(readFileSync(path, 'utf8'));
  return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

const token = () => randomBytes(24).toString('base64url');

function loadSecrets(file: string, adminPasswordFromEnv: string | undefined): { secrets: Secrets; generated: boolean } {
  let stored: Secrets | undefined;
  if (existsSync(file)) stored = SecretsSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  const secrets: Secrets = stored ?? {
    directusKey: token(),
    directusSecret: token(),
    siteToken: token(),
    revalidateSecret: token(),
    previewSecret: token(),
  };
  let generated = false;
  const missingLinkSecret = !secrets.linkSecret || !secrets.visitorPassword || !secrets.marketerPassword;
  secrets.linkSecret ??= token();
  secrets.visitorPassword ??= token().slice(0, 16);
  secrets.marketerPassword ??= token().slice(0, 16);
  if (!adminPasswordFromEnv && !secrets.adminPassword) {
    secrets.adminPassword = token().slice(0, 20);
    generated = true;
  }
  if (!stored || generated || missingLinkSecret) writeFileSync(file, JSON.stringify(secrets, null, 2) + '\n', { mode: 0o600 });
  return { secrets, generated };
}

/**
 * The Studio on the same loopback host name as the site (localhost with localhost, 127.0.0.1 with
 * 127.0.0.1): to a browser they are then one site, so the Visual Editor's frame carries the editor's
 * Directus session (SameSite=Lax). A site elsewhere keeps the Studio at 127.0.0.1.
 */
export function studioUrlFor(siteUrl: string, directusPort: number): string {
  const { hostname } = new URL(siteUrl);
  const host = hostname === 'localhost' || hostname === '127.0.0.1' ? hostname : '127.0.0.1';
  return `http://${host}:${directusPort}`;
}

export function loadStackConfig(env: NodeJS.ProcessEnv = process.env, envFile = join(repoRoot, '.env')): StackConfig {
  const merged = { ...readEnvFile(envFile), ...env };
  const c = ConfigSchema.parse(merged);
  const dataDir = resolve(repoRoot, c.DATA_DIR);
  mkdirSync(join(dataDir, 'uploads'), { recursive: true });
  const secretsFile = join(dataDir, 'secrets.json');
  const { secrets } = loadSecrets(secretsFile, c.ADMIN_PASSWORD);
  const adminPassword = c.ADMIN_PASSWORD ?? secrets.adminPassword ?? '';
  return {
    port: c.PORT,
    host: c.HOST,
    directusPort: c.DIRECTUS_PORT,
    directusUrl: `http://127.0.0.1:${c.DIRECTUS_PORT}`,
    studioUrl: studioUrlFor(c.SITE_URL ?? `http://localhost:${c.PORT}`, c.DIRECTUS_PORT),
    siteUrl: c.SITE_URL ?? `http://localhost:${c.PORT}`,
    production: c.SITE_PRODUCTION === 'true',
    dataDir,
    adminEmail: c.ADMIN_EMAIL,
    adminPassword,
    adminPasswordGenerated: !c.ADMIN_PASSWORD,
    secrets,
    secretsFile,
    logLevel: c.LOG_LEVEL,
    pageCacheTtlMs: c.PAGE_CACHE_TTL_MS,
    pageCacheMaxBytes: c.PAGE_CACHE_MAX_BYTES,
    pageCachePictureTtlMs: c.PAGE_CACHE_PICTURE_TTL_MS,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    mailCapturePort: c.MAIL_CAPTURE_PORT,
    mailInboxPort: c.MAIL_INBOX_PORT,
    firebase: Object.fromEntries(
      (['FIREBASE_PROJECT_ID', 'FIREBASE_API_KEY', 'FIREBASE_AUTH_DOMAIN', 'FIREBASE_AUTH_EMULATOR_HOST'] as const).flatMap((k) => (c[k] ? [[k, c[k]]] : [])),
    ),
    authEmulatorPort: c.AUTH_EMULATOR_PORT,
    siteSettings: Object.fromEntries(
      SITE_SERVER_SETTINGS.flatMap((name) => {
        const value = merged[name];
        return typeof value === 'string' && value.trim() !== '' ? [[name, value]] : [];
      }),
    ),
    cdnPurge: c.CDN_PURGE_URL
      ? { CDN_PURGE_URL: c.CDN_PURGE_URL, CDN_PURGE_BODY: c.CDN_PURGE_BODY, ...(c.CDN_PURGE_HEADER ? { CDN_PURGE_HEADER: c.CDN_PURGE_HEADER } : {}) }
      : {},
  };
}

/**
 * The environment the site server (server/index.ts) reads; see src/config.server.ts and src/auth/config.server.ts.
 * `smtpUrl`: the capture inbox's, when it runs; `firebase`: the Auth emulator's settings, when it runs.
 */
export function siteEnv(c: StackConfig, smtpUrl = c.smtpUrl, firebase: Record<string, string> = c.firebase): Record<string, string> {
  return {
    ...c.siteSettings,
    ...firebase,
    ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}),
    ...(c.mailFrom ? { MAIL_FROM: c.mailFrom } : {}),
    PORT: String(c.port),
    HOST: c.host,
    SITE_URL: c.siteUrl,
    SITE_PRODUCTION: String(c.production),
    DIRECTUS_URL: c.directusUrl,
    DIRECTUS_PUBLIC_URL: c.studioUrl,
    DIRECTUS_TOKEN: c.secrets.siteToken,
    REVALIDATE_SECRET: c.secrets.revalidateSecret,
    PREVIEW_SECRET: c.secrets.previewSecret,
    ...(c.secrets.linkSecret ? { LINK_SECRET: c.secrets.linkSecret } : {}),
    PAGE_CACHE_TTL_MS: String(c.pageCacheTtlMs),
    PAGE_CACHE_MAX_BYTES: String(c.pageCacheMaxBytes),
    PAGE_CACHE_PICTURE_TTL_MS: String(c.pageCachePictureTtlMs),
    ...c.cdnPurge,
    // A person reads npm start's log: text lines, not JSON (a deployment's default).
    LOG_FORMAT: c.siteSettings['LOG_FORMAT'] ?? 'text',
  };
}
