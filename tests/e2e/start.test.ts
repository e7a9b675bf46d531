// `npm start` as a new user runs it: Directus and the site come up, the URLs and sign-in are printed,
// the admin can sign in, and a second start changes nothing and keeps a marketer's content.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stopChild } from '../../directus/lib/process';
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
  // Generous: a first start on a loaded machine (CI running other work) seeds everything.
  const deadline = Date.now() + 180_000;
  while (!/listening on/.test(out)) {
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
    const env = { DATA_DIR: dataDir, PORT: String(port), DIRECTUS_PORT: String(directusPort), ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'a-long-admin-password' };

    const first = await npmStart(env);
    expect(first.output()).toContain(`http://localhost:${port}/`);
    expect(first.output()).toContain(`http://127.0.0.1:${directusPort}/admin`);
    expect(first.output()).toContain('sign in as owner@example.com');
    expect(first.output()).toMatch(/seeded the English and French content/);

    const home = await fetch(`http://127.0.0.1:${port}/fr`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Améliorez l’efficacité énergétique');

    const rest = await loginAsAdmin(`http://127.0.0.1:${directusPort}`, 'owner@example.com', 'a-long-admin-password');
    await createPage(rest, { locale: 'en', slug: '/kept-across-restarts', title: 'Kept', blocks: [{ collection: 'block_hero', item: { headline: 'Still here after a restart' } }] });

    await stopChild(first.child);
    const second = await npmStart(env);
    expect(second.output()).not.toMatch(/schema: |access: |seed: /);
    const kept = await fetch(`http://127.0.0.1:${port}/kept-across-restarts`);
    expect(kept.status).toBe(200);
    expect(await kept.text()).toContain('Still here after a restart');
    // Without SMTP_URL, mail goes to the local inbox, whose address is printed.
    const inbox = /Mail\s+(http:\/\/127\.0\.0\.1:\d+\/)/.exec(second.output())?.[1];
    expect(inbox).toBeDefined();
    expect((await fetch(`${inbox}api/messages`)).status).toBe(200);
    await stopChild(second.child);
    // Two starts, the first seeding everything: how long they take is measured by the bench, not here.
  }, 420_000);
});
