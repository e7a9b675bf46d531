// `npm run cms:setup`: the CMS set-up that `npm start` runs for the embedded Directus (schema, access
// rules, the site's read-only token, and the seed on an empty database), for a Directus run elsewhere:
// the distributed path, or containers (compose.yaml). Safe to run from every instance as it starts:
// with REDIS set, runs take turns, and a later one finds nothing to change.
import { z } from 'zod';
import { setupCms } from '../directus/setup.ts';
import { optionalSetting } from '../schemas/env-setting.ts';

const Env = z.object({
  DIRECTUS_URL: z.url(),
  ADMIN_EMAIL: z.email(),
  ADMIN_PASSWORD: z.string().min(1),
  /** The token the site reads with; created for the site's user, or made to match. */
  DIRECTUS_TOKEN: z.string().min(16),
  DIRECTUS_PUBLIC_URL: optionalSetting(z.url()),
  /** The site's address as editors reach it: the Data Studio's Visual Editor opens it. */
  SITE_URL: optionalSetting(z.url()),
  REDIS: optionalSetting(z.string().regex(/^rediss?:\/\//, 'a redis:// or rediss:// address')),
  SEED: z.enum(['true', 'false']).default('true'),
  /** A first marketer to create in the Marketing role (a Data Studio seat), when both are set. */
  MARKETER_EMAIL: optionalSetting(z.email()),
  MARKETER_PASSWORD: optionalSetting(z.string().min(12)),
});

const parsed = Env.safeParse(process.env);
if (!parsed.success) {
  for (const issue of parsed.error.issues) console.error(`[cms:setup] ${issue.path.join('.')}: ${issue.message}`);
  console.error('[cms:setup] Set DIRECTUS_URL, ADMIN_EMAIL, ADMIN_PASSWORD and DIRECTUS_TOKEN (see docs/operators.md).');
  process.exit(1);
}
const env = parsed.data;
try {
  const result = await setupCms({
    url: env.DIRECTUS_URL.replace(/\/$/, ''),
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    siteToken: env.DIRECTUS_TOKEN,
    seed: env.SEED === 'true',
    ...(env.DIRECTUS_PUBLIC_URL ? { publicUrl: env.DIRECTUS_PUBLIC_URL } : {}),
    ...(env.REDIS ? { redisUrl: env.REDIS } : {}),
    ...(env.SITE_URL ? { siteUrl: env.SITE_URL } : {}),
    ...(env.MARKETER_EMAIL && env.MARKETER_PASSWORD ? { marketer: { email: env.MARKETER_EMAIL, password: env.MARKETER_PASSWORD } } : {}),
    log: (line) => console.log(`[cms:setup] ${line}`),
  });
  console.log(`[cms:setup] done: ${result.changes.length} change(s)${result.seeded ? ', demo content seeded' : ''}`);
} catch (error) {
  console.error(`[cms:setup] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
