// The server refuses to start with a Firebase configuration that would fail in a visitor's browser,
// or that would trust the emulator's unsigned tokens for a real project.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AuthConfigError, readAuthConfig } from './config.server';

describe('Firebase configuration', () => {
  it('says what is missing, in the SDK’s own words, and how to set it', () => {
    expect(() => readAuthConfig({})).toThrow(AuthConfigError);
    expect(() => readAuthConfig({})).toThrow('"projectId" not provided in firebase.initializeApp. Set FIREBASE_PROJECT_ID and FIREBASE_API_KEY');
    expect(() => readAuthConfig({ FIREBASE_PROJECT_ID: 'energy-site-prod' })).toThrow('"apiKey" not provided in firebase.initializeApp.');
  });

  it('gives the browser a real project’s public settings', () => {
    const config = readAuthConfig({ FIREBASE_PROJECT_ID: 'energy-site-prod', FIREBASE_API_KEY: 'AIzaExample' });
    expect(config.emulatorHost).toBeUndefined();
    expect(config.browser).toEqual({ apiKey: 'AIzaExample', authDomain: 'energy-site-prod.firebaseapp.com', projectId: 'energy-site-prod' });
  });

  it('runs the emulator only with a demo- project, and a demo- project only with the emulator', () => {
    const config = readAuthConfig({ FIREBASE_PROJECT_ID: 'demo-energy-site', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    expect(config.browser.emulatorUrl).toBe('http://127.0.0.1:9099');
    expect(config.emulatorHost).toBe('127.0.0.1:9099');
    expect(() => readAuthConfig({ FIREBASE_PROJECT_ID: 'energy-site-prod', FIREBASE_API_KEY: 'k', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow(
      /only runs with a "demo-" project/,
    );
    expect(() => readAuthConfig({ FIREBASE_PROJECT_ID: 'demo-energy-site', FIREBASE_API_KEY: 'k' })).toThrow(/set FIREBASE_AUTH_EMULATOR_HOST/);
    expect(() => readAuthConfig({ FIREBASE_PROJECT_ID: 'demo-energy-site', FIREBASE_AUTH_EMULATOR_HOST: 'http://127.0.0.1:9099' })).toThrow(/host:port/);
  });

  describe('a service account key (GOOGLE_APPLICATION_CREDENTIALS)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'firebase-key-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const project = { FIREBASE_PROJECT_ID: 'energy-site-prod', FIREBASE_API_KEY: 'AIzaExample' };
    const keyFile = (name: string, content: string) => {
      const path = join(dir, name);
      writeFileSync(path, content);
      return path;
    };
    const key = (projectId: string) =>
      JSON.stringify({
        type: 'service_account',
        project_id: projectId,
        client_email: `site@${projectId}.iam.gserviceaccount.com`,
        private_key: '-----BEGIN PRIVATE KEY-----\nMII\n-----END PRIVATE KEY-----\n',
      });

    it('is taken when it is one, of the project', () => {
      expect(readAuthConfig({ ...project, GOOGLE_APPLICATION_CREDENTIALS: keyFile('good.json', key('energy-site-prod')) }).projectId).toBe('energy-site-prod');
    });

    it('stops the server, saying why, when it is missing, not a key, or another project’s', () => {
      expect(() => readAuthConfig({ ...project, GOOGLE_APPLICATION_CREDENTIALS: join(dir, 'nowhere.json') })).toThrow(
        /nowhere\.json, which this process cannot read \(ENOENT\)/,
      );
      expect(() => readAuthConfig({ ...project, GOOGLE_APPLICATION_CREDENTIALS: keyFile('html.json', '<html>') })).toThrow(/is not a service account key/);
      expect(() => readAuthConfig({ ...project, GOOGLE_APPLICATION_CREDENTIALS: keyFile('client.json', '{"type":"authorized_user"}') })).toThrow(
        /is not a service account key/,
      );
      expect(() => readAuthConfig({ ...project, GOOGLE_APPLICATION_CREDENTIALS: keyFile('other.json', key('another-project')) })).toThrow(
        'is for the project "another-project", not FIREBASE_PROJECT_ID "energy-site-prod"',
      );
    });

    it('is not needed by the emulator, nor looked for when unset (the platform’s own credentials)', () => {
      expect(readAuthConfig({ ...project }).projectId).toBe('energy-site-prod');
      expect(
        readAuthConfig({
          FIREBASE_PROJECT_ID: 'demo-energy-site',
          FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
          GOOGLE_APPLICATION_CREDENTIALS: join(dir, 'nowhere.json'),
        }).emulatorHost,
      ).toBe('127.0.0.1:9099');
    });

    it.skipIf(process.getuid?.() === 0)('says so when the server’s user may not read it', () => {
      const path = keyFile('locked.json', key('energy-site-prod'));
      chmodSync(path, 0o000);
      expect(() => readAuthConfig({ ...project, GOOGLE_APPLICATION_CREDENTIALS: path })).toThrow(/cannot read \(EACCES\)/);
    });
  });
});
