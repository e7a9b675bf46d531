// The site server's settings as an operator writes them: an empty optional value (as .env.example
// leaves it, as compose passes an unset one) is none, a malformed one stops the server naming it, and
// production needs the public address.
import { afterEach, describe, expect, it, vi } from 'vitest';

const load = async () => (await import('./config.server')).serverConfig();

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('the site server’s configuration', () => {
  it('takes an empty optional setting as unset', async () => {
    for (const name of ['SMTP_URL', 'MAIL_FROM', 'REDIS', 'DIRECTUS_PUBLIC_URL']) vi.stubEnv(name, '');
    vi.stubEnv('DIRECTUS_URL', 'http://127.0.0.1:8055');
    const config = await load();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailFrom).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.studioUrl).toBe('http://127.0.0.1:8055');
  });

  it('stops on a malformed value, naming the setting', async () => {
    vi.stubEnv('SMTP_URL', 'mail.example.com:25');
    await expect(load()).rejects.toThrow(/^SMTP_URL: an smtp:\/\/ or smtps:\/\/ address/);
  });

  it('needs the public address in production, where every link and e-mail is built on it', async () => {
    vi.stubEnv('SITE_PRODUCTION', 'true');
    vi.stubEnv('SITE_URL', '');
    await expect(load()).rejects.toThrow(/^SITE_URL: set the public address \(https:\/\/…\) when SITE_PRODUCTION=true/);
    vi.resetModules();
    vi.stubEnv('SITE_URL', 'https://www.example.com/');
    expect((await load()).siteUrl).toBe('https://www.example.com');
  });
});
