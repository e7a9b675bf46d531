import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './tests/support/chromium.ts';

// Five kinds of test; `npm test` runs the first four (scripts/test.ts), `npm run test:scale` the fifth:
// - unit: components and modules in jsdom, beside the code (*.test.ts[x]); unit-node: the rooms with no
//   DOM (schemas, server, directus, embedded, scripts) in Node;
// - integration: a real Directus and the real built site server, driven over HTTP and in headless
//   Chromium (tests/integration, tests/e2e, and tests/security: one file per threat of decision 0021's
//   threat model, each trying the attack), started once by tests/support/global-setup.ts;
// - standalone: the integration files that start their own servers (STANDALONE below);
// - storybook: every story rendered in headless Chromium with the a11y checks (see .storybook/), and
//   storybook-fr: those without a play function again in French (see .storybook-fr/);
// - scale: the distributed path, PostgreSQL and Redis included (tests/scale).
/** Headless Chromium for the story projects (the Debian browser, tests/support/chromium.ts). */
// A function, not a shared object: Vitest names each project's browser instance in place, so two
// projects holding the same instances array collide ("storybook-fr (chromium)" defined twice).
/**
 * The integration project's workers, each with a stack of its own (global-setup.ts): one by default.
 * On two cores a second one gained nothing (measured: 956 s against 991 s, each file twice as slow,
 * and races that answer 503 under the load); a machine with more cores may set INTEGRATION_WORKERS=2.
 */
const integrationWorkers = Math.max(1, Number(process.env['INTEGRATION_WORKERS'] ?? '1') || 1);
/** The integration files that use none of the integration stack (see the standalone project). */
const STANDALONE = [
  'tests/e2e/backup.test.ts',
  'tests/e2e/start.test.ts',
  'tests/e2e/storybook-docs.test.ts',
  'tests/integration/compose-extensions.test.ts',
  'tests/integration/schema-upgrade.test.ts',
];
const storyBrowser = () => ({
  enabled: true,
  headless: true,
  viewport: { width: 1280, height: 800 },
  provider: playwright({ launchOptions: chromiumLaunchOptions }),
  instances: [{ browser: 'chromium' as const }],
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['kit/**/*.test.{ts,tsx}', 'blocks/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/unit-setup.ts'],
        },
      },
      {
        // The rooms with no DOM (the server, Directus's side, the scripts, the schemas) in Node: a jsdom
        // for each of their files was half of the unit run's time, on the cores the integration run uses.
        test: {
          name: 'unit-node',
          environment: 'node',
          include: ['embedded/**/*.test.ts', 'schemas/**/*.test.ts', 'server/**/*.test.ts', 'directus/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts', 'tests/e2e/**/*.test.ts', 'tests/security/**/*.test.ts'],
          exclude: STANDALONE,
          globalSetup: ['tests/support/global-setup.ts'],
          // Some files change content or count what arrived: each worker has a Directus and a site of its
          // own, and takes the files in turn, one at a time (Vitest hands the next file to the worker
          // that is free).
          maxWorkers: integrationWorkers,
          // A worker keeps going from file to file, without a fresh process each time: starting one and
          // importing Playwright and the helpers again cost 2-3 s a file (over two minutes in all).
          // A worker's files share the helpers' state (the visitor counter goes on, and one Chromium
          // serves them all: tests/support/browser.ts, launch); none mocks a module.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // What a poll waits for is a server or the Studio catching up: on a loaded machine a list
          // the Studio draws took over Vitest's default second (studio-experiments failed so).
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        test: {
          // The files that start what they test themselves (a Directus, `npm start`, a Storybook build)
          // and use nothing of the integration stack: npm test runs them in its second Vitest, after the
          // unit tests and the stories, while the integration files go on (scripts/test.ts).
          name: 'standalone',
          environment: 'node',
          include: STANDALONE,
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 240_000,
        },
      },
      {
        test: {
          // `npm run test:scale`: the distributed path (PostgreSQL, Redis, two Directus instances, two
          // site replicas), started by the test file itself (tests/support/scale.ts).
          name: 'scale',
          environment: 'node',
          include: ['tests/scale/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 240_000,
        },
      },
      {
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          setupFiles: ['.storybook/vitest.setup.ts'],
          browser: storyBrowser(),
        },
      },
      {
        // Every story without a play function again, in French (.storybook-fr/): rendered, in the
        // site's French, and with no axe violation. Plays assert their own language's words, and
        // each has a French twin in the first pass.
        plugins: [storybookTest({ configDir: '.storybook-fr', tags: { exclude: ['play-fn'] } })],
        test: {
          name: 'storybook-fr',
          setupFiles: ['.storybook-fr/vitest.setup.ts'],
          browser: storyBrowser(),
        },
      },
    ],
  },
});
