// `npm start`: the whole product on one machine. Starts the embedded Directus (SQLite, loopback),
// applies the schema and access policies, seeds EN + FR content when the database is empty, builds
// the site if needed and serves it with server rendering. `npm run dev` does the same with hot reload.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { bootstrapDirectus, startDirectus, stopChild } from '../directus/lib/process.ts';
import { setupCms } from '../directus/setup.ts';
import { startMailCapture, type MailCapture } from '../server/mail-capture.ts';
import { buildIsStale, buildSite } from './lib/build.ts';
import { loadStackConfig, repoRoot, siteEnv } from './lib/config.ts';

const dev = process.argv.includes('--dev');
const config = loadStackConfig();
const say = (line: string) => console.log(`[start] ${line}`);

const directusOptions = {
  port: config.directusPort,
  dataDir: config.dataDir,
  key: config.secrets.directusKey,
  secret: config.secrets.directusSecret,
  adminEmail: config.adminEmail,
  adminPassword: config.adminPassword,
  revalidateUrl: `http://127.0.0.1:${config.port}/api/revalidate`,
  revalidateSecret: config.secrets.revalidateSecret,
  siteUrl: config.siteUrl,
  previewSecret: config.secrets.previewSecret,
  logLevel: config.logLevel,
};

say(`data directory: ${config.dataDir}`);
await bootstrapDirectus(directusOptions);
const directus = await startDirectus(directusOptions);
say(`Directus is up at ${directus.url}`);
const { seeded } = await setupCms({
  url: directus.url,
  adminEmail: config.adminEmail,
  adminPassword: config.adminPassword,
  siteToken: config.secrets.siteToken,
  log: say,
});
if (seeded) say('seeded the English and French content');

// No SMTP_URL: mail goes to a local inbox instead of the world (its default ports, or free ones).
let inbox: MailCapture | undefined;
if (!config.smtpUrl) {
  const options = { smtpPort: config.mailCapturePort, webPort: config.mailInboxPort, dir: join(config.dataDir, 'mail') };
  inbox = await startMailCapture(options).catch(() => startMailCapture({ ...options, smtpPort: 0, webPort: 0 }));
}

let site: ChildProcess;
const env = { ...process.env, ...siteEnv(config, inbox?.smtpUrl) };
if (dev) {
  site = spawn(process.execPath, [join(repoRoot, 'node_modules/@react-router/dev/bin.cjs'), 'dev', '--port', String(config.port), '--host', config.host, '--strictPort'], {
    cwd: repoRoot,
    env,
    stdio: 'inherit',
  });
} else {
  if (buildIsStale()) {
    say('building the site…');
    buildSite();
  }
  site = spawn(process.execPath, [join(repoRoot, 'server/index.ts')], { cwd: repoRoot, env, stdio: 'inherit' });
}

let stopping = false;
const shutdown = async (code: number) => {
  if (stopping) return;
  stopping = true;
  await Promise.all([stopChild(site), directus.stop(), inbox?.close()]);
  process.exit(code);
};
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
directus.child.on('exit', (code) => {
  if (stopping) return;
  console.error(`[start] Directus stopped (exit ${code}); stopping the site.`);
  void shutdown(1);
});
site.on('exit', (code) => {
  if (stopping) return;
  console.error(`[start] the site server stopped (exit ${code}); stopping Directus.`);
  void shutdown(1);
});

console.log(`
  Site           http://localhost:${config.port}/  (French: http://localhost:${config.port}/fr)
  Data Studio    ${directus.url}/admin
                 sign in as ${config.adminEmail} / ${config.adminPasswordGenerated ? `${config.adminPassword}  (generated; kept in ${config.secretsFile})` : '(the ADMIN_PASSWORD you set)'}
  Mail           ${inbox ? `${inbox.inboxUrl}  (a local inbox: mail is kept here, never delivered; set SMTP_URL to send)` : `sent through ${redact(config.smtpUrl ?? '')}`}
`);

/** An SMTP address without its password, for printing. */
function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}
