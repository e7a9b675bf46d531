// `npm start`: the whole product on one machine. Starts the embedded Directus (SQLite, loopback),
// applies the schema and access policies, seeds EN + FR content when the database is empty, builds
// the site if needed and serves it with server rendering. `npm run dev` does the same with hot reload.
//
// It prints a few lines a person reads (each step and its time, then where everything is); the
// detail (every schema change, Directus's and the build's output) goes to DATA_DIR/start.log, and to
// the console too with LOG_LEVEL=debug. Errors are printed with what to do about them.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { compileCacheDir, startDirectus, stopChild, type RunningDirectus } from '../embedded/directus.ts';
import { prepareCms } from '../directus/setup.ts';
import { SAMPLE_MARKETER_EMAIL } from '../directus/studio/marketing.ts';
import { addEmulatorAccount, startAuthEmulator, type AuthEmulator } from '../embedded/auth-emulator.ts';
import { startMailCapture, type MailCapture } from '../embedded/mail-capture.ts';
import { buildIsStale, buildSiteInBackground } from './lib/build.ts';
import { ensureExtensionsBuilt, extensionsStaleReason } from '../embedded/extensions.ts';
import { loadStackConfig, repoRoot, siteEnv } from './lib/config.ts';
import { createStartOutput, portInUse, schemaUpgradedLine, waitForSite } from './lib/start-output.ts';

const dev = process.argv.includes('--dev');
const config = loadStackConfig();
const out = createStartOutput({ logFile: join(config.dataDir, 'start.log'), verbose: config.logLevel === 'debug' || config.logLevel === 'trace' });

let directus: RunningDirectus | undefined;
let site: ChildProcess | undefined;
let inbox: MailCapture | undefined;
let authEmulator: AuthEmulator | undefined;
let stopping = false;
const shutdown = async (code: number) => {
  if (stopping) return;
  stopping = true;
  await Promise.all([site && stopChild(site), directus?.stop(), inbox?.close(), authEmulator?.stop()]);
  process.exit(code);
};
/** The account `npm start` creates in the Auth emulator: a visitor to try the account page with. */
const SAMPLE_VISITOR = 'visitor@example.com';

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  out.heading(`Starting the site${dev ? ' (development, hot reload)' : ''}; data in ${config.dataDir}`);
  for (const [port, name, variable] of [
    [config.port, 'the site', 'PORT'],
    [config.directusPort, 'Directus', 'DIRECTUS_PORT'],
  ] as const) {
    if (await portInUse(port, '127.0.0.1')) {
      throw new Error(`Port ${port}, where ${name} should listen, is taken (another npm start?). Stop what uses it, or set ${variable} to a free port.`);
    }
  }

  // The build (when the sources changed) and the mail inbox get going while Directus starts.
  const build =
    !dev && buildIsStale()
      ? out.step(
          'Site built',
          buildSiteInBackground((line) => out.detail(`build: ${line}`)),
        )
      : undefined;
  // No SMTP_URL: mail goes to a local inbox instead of the world (its default ports, or free ones).
  const capture = config.smtpUrl
    ? undefined
    : (() => {
        const options = { smtpPort: config.mailCapturePort, webPort: config.mailInboxPort, dir: join(config.dataDir, 'mail') };
        return startMailCapture(options).catch(() => startMailCapture({ ...options, smtpPort: 0, webPort: 0 }));
      })();

  // No Firebase project: sign-in goes to the Firebase Auth emulator (its default port, or a free one).
  // Its password-reset links are printed, since it sends no e-mail.
  const emulator =
    Object.keys(config.firebase).length > 0
      ? undefined
      : (() => {
          const onLine = (line: string) => (/reset the password/i.test(line) ? out.say(`[sign-in] ${line}`) : out.detail(`auth emulator: ${line}`));
          const options = { projectId: 'demo-energy-site', port: config.authEmulatorPort, onLine };
          return out.step(
            'Sign-in emulator ready',
            startAuthEmulator(options).catch(() => startAuthEmulator({ ...options, port: 0 })),
          );
        })();

  // Directus loads its extensions as bundles, built again when their sources changed (decision 0022).
  if (extensionsStaleReason() !== null)
    await out.step(
      'Directus extensions built',
      ensureExtensionsBuilt((line) => out.detail(`extensions: ${line}`)),
    );
  directus = await out.step(
    'Directus ready',
    startDirectus({
      port: config.directusPort,
      dataDir: config.dataDir,
      key: config.secrets.directusKey,
      secret: config.secrets.directusSecret,
      adminEmail: config.adminEmail,
      adminPassword: config.adminPassword,
      revalidateUrl: `http://127.0.0.1:${config.port}/api/revalidate`,
      revalidateSecret: config.secrets.revalidateSecret,
      siteUrl: config.siteUrl,
      publicUrl: config.studioUrl,
      previewSecret: config.secrets.previewSecret,
      logLevel: config.logLevel,
      onLog: (line) => out.childLine('directus', line),
    }),
    { failure: 'Directus did not start; its last lines are above.' },
  );
  const cms = await out.step(
    (c) => (c.changes.length ? `Schema applied: ${c.collections} collections, ${c.changes.length} changes` : `Schema up to date: ${c.collections} collections`),
    prepareCms({
      url: directus.url,
      adminEmail: config.adminEmail,
      adminPassword: config.adminPassword,
      siteToken: config.secrets.siteToken,
      marketer: { email: SAMPLE_MARKETER_EMAIL, password: config.secrets.marketerPassword ?? '' },
      siteUrl: config.siteUrl,
      publicUrl: config.studioUrl,
      log: (l) => out.detail(l),
    }),
  );
  // An upgrade that reached the database's columns (an older install's unique index, length, default…) says so in one line.
  const upgradedLine = schemaUpgradedLine(cms.upgraded);
  if (upgradedLine) out.say(upgradedLine);
  inbox = await capture;
  authEmulator = await emulator;
  // A sample visitor, so that signing in works at once (the emulator keeps no account across starts).
  if (authEmulator) await addEmulatorAccount(authEmulator, { email: SAMPLE_VISITOR, password: config.secrets.visitorPassword ?? '', emailVerified: true });

  // The site starts while the content is seeded (its revalidation calls find it up, or nobody).
  const seeding = out.step(
    (s) => (s.seeded ? `Content seeded: ${s.pages} pages, ${s.posts} posts, ${s.files} files` : 'Content kept: nothing to seed'),
    cms.seed(),
  );
  await build;
  const firebase = authEmulator ? { FIREBASE_PROJECT_ID: authEmulator.projectId, FIREBASE_AUTH_EMULATOR_HOST: authEmulator.host } : config.firebase;
  const env = { ...process.env, ...siteEnv(config, inbox?.smtpUrl, firebase), NODE_COMPILE_CACHE: compileCacheDir };
  site = dev
    ? spawn(
        process.execPath,
        [join(repoRoot, 'node_modules/@react-router/dev/bin.cjs'), 'dev', '--port', String(config.port), '--host', config.host, '--strictPort'],
        {
          cwd: repoRoot,
          env,
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      )
    : spawn(process.execPath, [join(repoRoot, 'server/index.ts')], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  out.pipeChild('site', site);
  const running = site;
  const up = waitForSite(`http://127.0.0.1:${config.port}`, () => running.exitCode !== null);
  await out.step('Site ready', Promise.all([seeding, up]), { failure: 'The site server did not start; its last lines are above.' });

  directus.child.on('exit', (code) => {
    if (stopping) return;
    console.error(`Directus stopped (exit ${code}); stopping the site. Its log: ${out.logFile}`);
    void shutdown(1);
  });
  site.on('exit', (code) => {
    if (stopping) return;
    console.error(`The site server stopped (exit ${code}); stopping Directus. Its log: ${out.logFile}`);
    void shutdown(1);
  });

  out.ready([
    ['Site', `http://localhost:${config.port}/  (French: http://localhost:${config.port}/fr)`],
    ['Data Studio', `${config.studioUrl}/admin  (the Visual Editor: ${config.studioUrl}/admin/visual)`],
    [
      '',
      `sign in as ${config.adminEmail} / ${config.adminPasswordGenerated ? `${config.adminPassword}  (generated; kept in ${config.secretsFile})` : '(the ADMIN_PASSWORD you set)'}`,
    ],
    ['', `a marketer (the Marketing role): ${SAMPLE_MARKETER_EMAIL} / ${config.secrets.marketerPassword ?? ''}  (kept in ${config.secretsFile})`],
    [
      'Mail',
      inbox ? `${inbox.inboxUrl}  (a local inbox: mail is kept here, never delivered; set SMTP_URL to send)` : `sent through ${redact(config.smtpUrl ?? '')}`,
    ],
    ...(authEmulator
      ? ([
          [
            'Sign-in',
            `Firebase Auth emulator at ${authEmulator.url}  (project ${authEmulator.projectId}; accounts you add last until Ctrl+C; set FIREBASE_PROJECT_ID for a real project)`,
          ],
          [
            '',
            `sign in at http://localhost:${config.port}/account as ${SAMPLE_VISITOR} / ${config.secrets.visitorPassword ?? ''}  (kept in ${config.secretsFile})`,
          ],
        ] satisfies [string, string][])
      : ([['Sign-in', `Firebase project ${firebase['FIREBASE_PROJECT_ID'] ?? ''}`]] satisfies [string, string][])),
    ['Log', `${out.logFile}  (LOG_LEVEL=debug prints it here too)`],
  ]);
} catch (error) {
  out.fail(error);
  await shutdown(1);
}

/** An SMTP address without its password, for printing. */
function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}
