import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { directusEnv } from '../../embedded/directus';
import { loadStackConfig, siteEnv } from './config';

const temp = () => mkdtempSync(join(tmpdir(), 'config-test-'));

describe('configuration', () => {
  it('takes defaults from .env and lets the environment override them', () => {
    const dir = temp();
    const envFile = join(dir, '.env');
    writeFileSync(envFile, `PORT=4000\nDIRECTUS_PORT=9000\nADMIN_EMAIL=file@example.com\nDATA_DIR=${join(dir, 'from-file')}\n`);
    const c = loadStackConfig({ PORT: '5000', ADMIN_PASSWORD: 'from-env-password', DATA_DIR: join(dir, 'from-env') }, envFile);
    expect(c.port).toBe(5000);
    expect(c.directusPort).toBe(9000);
    expect(c.adminEmail).toBe('file@example.com');
    expect(c.adminPassword).toBe('from-env-password');
    expect(c.adminPasswordGenerated).toBe(false);
    expect(c.dataDir).toBe(join(dir, 'from-env'));
  });

  it('generates an admin password once, keeps it in the data directory, and reuses it', () => {
    const dir = temp();
    const first = loadStackConfig({ DATA_DIR: dir }, join(dir, 'none.env'));
    expect(first.adminPasswordGenerated).toBe(true);
    expect(first.adminPassword.length).toBeGreaterThanOrEqual(16);
    expect(readFileSync(join(dir, 'secrets.json'), 'utf8')).toContain(first.adminPassword);
    const second = loadStackConfig({ DATA_DIR: dir }, join(dir, 'none.env'));
    expect(second.adminPassword).toBe(first.adminPassword);
    expect(second.secrets.siteToken).toBe(first.secrets.siteToken);
  });

  it('refuses a malformed value with a clear message', () => {
    expect(() => loadStackConfig({ PORT: 'eighty', DATA_DIR: temp() }, '/nonexistent')).toThrow(/PORT/);
    expect(() => loadStackConfig({ PAGE_CACHE_MAX_BYTES: '64MiB', DATA_DIR: temp() }, '/nonexistent')).toThrow(/PAGE_CACHE_MAX_BYTES/);
  });

  it('passes the page cache settings of .env on to the site server', () => {
    const dir = temp();
    const envFile = join(dir, '.env');
    writeFileSync(envFile, 'PAGE_CACHE_MAX_BYTES=1048576\nPAGE_CACHE_TTL_MS=0\n');
    const env = siteEnv(loadStackConfig({ DATA_DIR: dir }, envFile));
    expect(env.PAGE_CACHE_MAX_BYTES).toBe('1048576');
    expect(env.PAGE_CACHE_TTL_MS).toBe('0');
  });

  it('passes the site server’s own settings of .env on to it, the environment winning', () => {
    const dir = temp();
    const envFile = join(dir, '.env');
    writeFileSync(envFile, 'CMS_TIMEOUT_MS=9000\nTRUST_PROXY=loopback\nSHUTDOWN_TIMEOUT_MS=20000\nFORM_MIN_FILL_MS=\nPOSTGRES_PASSWORD=not-for-the-site\n');
    const env = siteEnv(loadStackConfig({ DATA_DIR: dir, SHUTDOWN_TIMEOUT_MS: '30000' }, envFile));
    expect(env['CMS_TIMEOUT_MS']).toBe('9000');
    expect(env['TRUST_PROXY']).toBe('loopback');
    expect(env['SHUTDOWN_TIMEOUT_MS']).toBe('30000');
    // Empty is unset; compose's own settings stay compose's.
    expect(env).not.toHaveProperty('FORM_MIN_FILL_MS');
    expect(env).not.toHaveProperty('POSTGRES_PASSWORD');
    expect(env['LOG_FORMAT']).toBe('text');
  });

  it('starts Directus so that no .env file can override what we pass it', () => {
    const dir = temp();
    const env = directusEnv({ port: 8123, dataDir: dir, key: 'k', secret: 's', adminEmail: 'a@example.com', adminPassword: 'p' });
    expect(env.PORT).toBe('8123');
    expect(env.HOST).toBe('127.0.0.1');
    expect(existsSync(env.CONFIG_PATH!)).toBe(false);
  });
});
