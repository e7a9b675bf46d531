// `npm start` as a new user runs it: Directus and the site come up, a short summary prints the URLs
// and sign-in (the detail goes to DATA_DIR/start.log), the admin can sign in, and a second start
// changes nothing and keeps a marketer's content.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stopChild } from '../../embedded/directus';
import { loginAsAdmin } from '../../directus/lib/rest';
import { createPage } from '../support/admin';
import { freePort } from '../support/stack';

const dataDir = mkdtempSync(join(tmpdir(), 'site-start-'));
const running: ChildProcess[] = [];

afterAll(async () => {
  await Promise.all(running.map(stopChild));
  rmSync(dataDir, { recursive: true, force: true });
});

async function npmStart(env: Record<string, string>): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ['scripts/start.ts'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  running.push(child);
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  // Generous: a first start on a loaded machine (CI running other work) seeds everything. The summary
  // arrives a line at a time (the addresses, then how to sign in): read it once its last line is in.
  const deadline = Date.now() + 180_000;
  while (!/Ready in [\s\S]*Ctrl\+C stops everything\./.test(out)) {
    if (child.exitCode !== null) throw new Error(`npm start exited:\n${out}`);
    if (Date.now() > deadline) throw new Error(`npm start did not come up:\n${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, output: () => out };
}

describe('npm start', () => {
  it('brings up Directus and the site, prints how to use them, and restarts without changes', async () => {
    const port = await freePort();
    const directusPort = await freePort();
    const env = {
      DATA_DIR: dataDir,
      PORT: String(port),
      DIRECTUS_PORT: String(directusPort),
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'a-long-admin-password',
      // CI runs this beside the whole suite: a cold Directus may take longer than the site's usual 3 s
      // to answer the first pages asked for below (what is checked is what they say, not how fast).
      CMS_TIMEOUT_MS: '15000',
    };

    const first = await npmStart(env);
    expect(first.output()).toContain(`http://localhost:${port}/`);
    // The Data Studio on the site's host name: one site to the browser, for the Visual Editor's frame.
    expect(first.output()).toContain(`http://localhost:${directusPort}/admin`);
    expect(first.output()).toContain('sign in as owner@example.com');
    expect(first.output()).toMatch(/a marketer \(the Marketing role\): marketer@example\.com \/ \S{16}/);
    expect(first.output()).toMatch(/✓ Schema applied: \d+ collections/);
    expect(first.output()).toMatch(/✓ Content seeded: \d+ pages, \d+ posts, \d+ files/);
    // A page of output, not hundreds of lines: no field-by-field schema log, no warnings.
    // (A line the site or Directus writes to stderr is echoed, `[site] …`: under load one may come, so
    // the summary is counted without them, and the whole with a little room. The summary has a line
    // more when the Directus extensions were built first, as on a fresh clone.)
    const lines = first.output().trim().split('\n');
    expect(lines.filter((l) => !/^\[\w+\] /.test(l)).length, first.output()).toBeLessThanOrEqual(20);
    expect(lines.length, first.output()).toBeLessThan(25);
    expect(first.output()).not.toMatch(/WARN|warn|could not reach/);
    // The detail is in the log it points to.
    const log = readFileSync(join(dataDir, 'start.log'), 'utf8');
    expect(first.output()).toContain(join(dataDir, 'start.log'));
    expect(log).toContain('schema: created collection pages');
    expect(log).toMatch(/seed: seeded page fr \/demo/);
    // Seeding before the site listens is not worth a warning (nothing to revalidate), even in the log.
    expect(log).not.toMatch(/site-revalidate: could not reach/);

    const home = await fetch(`http://127.0.0.1:${port}/fr`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Améliorez l’efficacité énergétique');

    const rest = await loginAsAdmin(`http://127.0.0.1:${directusPort}`, 'owner@example.com', 'a-long-admin-password');
    await createPage(rest, {
      locale: 'en',
      slug: '/kept-across-restarts',
      title: 'Kept',
      blocks: [{ collection: 'block_hero', item: { headline: 'Still here after a restart' } }],
    });

    await stopChild(first.child);
    const second = await npmStart(env);
    expect(second.output()).toMatch(/✓ Schema up to date/);
    expect(second.output()).toMatch(/✓ Content kept/);
    expect(second.output()).not.toMatch(/schema: |access: |seed: |WARN/);
    const kept = await fetch(`http://127.0.0.1:${port}/kept-across-restarts`);
    expect(kept.status).toBe(200);
    expect(await kept.text()).toContain('Still here after a restart');
    // Without SMTP_URL, mail goes to the local inbox, whose address is printed.
    const inbox = /Mail\s+(http:\/\/127\.0\.0\.1:\d+\/)/.exec(second.output())?.[1];
    expect(inbox).toBeDefined();
    expect((await fetch(`${inbox}api/messages`)).status).toBe(200);
    // Without a Firebase project, sign-in goes to the Auth emulator, whose address is printed.
    const emulator = /Sign-in\s+Firebase Auth emulator at (http:\/\/127\.0\.0\.1:\d+)/.exec(second.output())?.[1];
    expect(emulator).toBeDefined();
    expect(await (await fetch(`${emulator}/`)).json()).toMatchObject({ authEmulator: { ready: true } });
    expect((await fetch(`http://127.0.0.1:${port}/account`)).status).toBe(200);
    // The sample visitor it prints signs in (an emulator keeps no account across starts: made again each time).
    const [, email = '', password = ''] = /sign in at \S+\/account as (\S+) \/ (\S+)/.exec(second.output()) ?? [];
    expect(email).toBe('visitor@example.com');
    const signedIn = await fetch(`http://127.0.0.1:${port}/account`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: `http://127.0.0.1:${port}` },
      body: new URLSearchParams({ intent: 'signin', email, password }).toString(),
    });
    expect(signedIn.status).toBe(303);
    // A second `npm start` beside a running one says what is wrong and what to do.
    const clash = spawn(process.execPath, ['scripts/start.ts'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let clashOut = '';
    clash.stdout?.on('data', (d: Buffer) => (clashOut += d.toString()));
    const code = await new Promise<number | null>((res) => clash.on('close', res)); // its last lines read
    expect(code).toBe(1);
    expect(clashOut).toMatch(new RegExp(`Port ${port}, where the site should listen, is taken .*set PORT to a free port`));
    await stopChild(second.child);
    // Two starts, the first seeding everything: how long they take is measured by the bench, not here.
  }, 420_000);
});
