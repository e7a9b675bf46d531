// The server refuses to start with a Firebase configuration that would fail in a visitor's browser,
// or that would trust the emulator's unsigned tokens for a real project.
import { describe, expect, it } from 'vitest';
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
});
