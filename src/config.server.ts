// The site server's configuration, from the environment (set by `npm start`, or by a deployment).
// Never imported by browser code: it holds the Directus token and the secrets.
import { z } from 'zod';
import { optionalSetting } from '#schemas/env-setting.ts';

const schema = z
  .object({
    DIRECTUS_URL: z.url().default('http://127.0.0.1:8055'),
    /** The Data Studio's address as editors' browsers reach it, when it differs from DIRECTUS_URL (the Visual Editor, the live preview). */
    DIRECTUS_PUBLIC_URL: optionalSetting(z.url()),
    DIRECTUS_TOKEN: z.string().min(1).optional(),
    /** The public address; required in production (every absolute link, the sitemap and the e-mails are built on it). */
    SITE_URL: optionalSetting(z.url()),
    SITE_PRODUCTION: z.enum(['true', 'false']).default('false'),
    REVALIDATE_SECRET: z.string().min(16).optional(),
    PREVIEW_SECRET: z.string().min(16).optional(),
    /** Signs links that must work for as long as a subscription (unsubscribe). */
    LINK_SECRET: z.string().min(16).optional(),
    CMS_CACHE_TTL_MS: z.coerce.number().int().min(0).default(30_000),
    CMS_TIMEOUT_MS: z.coerce.number().int().min(100).default(3_000),
    FORM_RATE_MAX: z.coerce.number().int().min(1).default(5),
    FORM_RATE_WINDOW_MS: z.coerce.number().int().min(1000).default(600_000),
    /** smtp://user:pass@host:port or smtps://… (npm start points it at the local capture inbox when unset). */
    SMTP_URL: optionalSetting(z.string().regex(/^smtps?:\/\//, 'an smtp:// or smtps:// address')),
    /** The sender: `Name <address>` or an address; by default no-reply at the site's host, named after the site. */
    MAIL_FROM: optionalSetting(z.string().min(3)),
    /** How often the outbox looks for mail that is due, and the first retry's delay (it doubles, up to an hour). */
    MAIL_POLL_MS: z.coerce.number().int().min(50).default(5_000),
    // When the first daily retention check runs after the server starts (decision 0019).
    RETENTION_DELAY_MS: z.coerce.number().int().min(0).default(60_000),
    MAIL_RETRY_MS: z.coerce.number().int().min(50).default(30_000),
    /**
     * How long a replica's claim on a message holds (with REDIS): longer than a send may take (the
     * transport gives up within a minute), short enough that a message whose replica died mid-send goes
     * out from another within minutes.
     */
    MAIL_CLAIM_MS: z.coerce.number().int().min(1_000).default(180_000),
    /** redis://[user:password@]host:port[/db]: what the replicas share (rate limit, outbox claims, publish signal). */
    REDIS: optionalSetting(z.string().regex(/^rediss?:\/\//, 'a redis:// or rediss:// address')),
  })
  .superRefine((env, ctx) => {
    if (env.SITE_PRODUCTION === 'true' && !env.SITE_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['SITE_URL'],
        message: 'set the public address (https://…) when SITE_PRODUCTION=true: canonical links, the sitemap and every e-mailed link are built on it',
      });
  });

export type ServerConfig = {
  directusUrl: string;
  directusToken: string | undefined;
  /** The Data Studio's address as editors' browsers reach it (DIRECTUS_PUBLIC_URL, else DIRECTUS_URL). */
  studioUrl: string;
  siteUrl: string;
  production: boolean;
  revalidateSecret: string | undefined;
  previewSecret: string | undefined;
  linkSecret: string | undefined;
  cacheTtlMs: number;
  timeoutMs: number;
  /** Submissions per form and visitor address within the window. */
  formRateMax: number;
  formRateWindowMs: number;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  mailPollMs: number;
  retentionDelayMs: number;
  mailRetryMs: number;
  mailClaimMs: number;
  redisUrl: string | undefined;
};

let cached: ServerConfig | undefined;

export function serverConfig(): ServerConfig {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
  const env = parsed.data;
  cached = {
    directusUrl: env.DIRECTUS_URL.replace(/\/$/, ''),
    directusToken: env.DIRECTUS_TOKEN,
    studioUrl: (env.DIRECTUS_PUBLIC_URL ?? env.DIRECTUS_URL).replace(/\/$/, ''),
    siteUrl: (env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, ''),
    production: env.SITE_PRODUCTION === 'true',
    revalidateSecret: env.REVALIDATE_SECRET,
    previewSecret: env.PREVIEW_SECRET,
    linkSecret: env.LINK_SECRET,
    cacheTtlMs: env.CMS_CACHE_TTL_MS,
    timeoutMs: env.CMS_TIMEOUT_MS,
    formRateMax: env.FORM_RATE_MAX,
    formRateWindowMs: env.FORM_RATE_WINDOW_MS,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    mailPollMs: env.MAIL_POLL_MS,
    retentionDelayMs: env.RETENTION_DELAY_MS,
    mailRetryMs: env.MAIL_RETRY_MS,
    mailClaimMs: env.MAIL_CLAIM_MS,
    redisUrl: env.REDIS,
  };
  return cached;
}
