// The JavaScript budgets (DESIGN: targets), measured as `npm run bench` measures them: every script a
// phone loads before the visitor does anything, gzip, in Chromium against the production build, and
// the part of it that runs. Islands run only when the visitor reaches for one (decision 0017), so on
// every page what runs is the site's script; a form's code is fetched ahead. The figures are printed;
// the test fails only past a budget.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright';
import { scriptsBeforeInteraction } from '../../scripts/lib/bench-pages';
import { stack } from '../support/admin';
import { launch } from '../support/browser';

const KIB = 1024;
/** What runs before interaction, on every page: the site's script, no React. */
const RAN = 15 * KIB;
/** All a content page fetches. */
const CONTENT = 15 * KIB;
const BUDGETS = [
  // A content page: nothing more is fetched.
  ['/ads/heatPumpShort', CONTENT],
  ['/fr', CONTENT],
  // The booking page: React and the form, fetched ahead, not what its later steps need (issue 33: 90).
  ['/demo', 90 * KIB],
  ['/fr/demo', 90 * KIB],
  // Other form pages: the report's form brings react-hook-form (12 KiB) ahead too.
  ['/report', 100 * KIB],
  ['/fr/rapport', 100 * KIB],
] as const;

let browser: Browser;
beforeAll(async () => void (browser = await launch()));
afterAll(() => browser.close());

describe('JavaScript before interaction', () => {
  for (const [path, budget] of BUDGETS) {
    it(`${path} stays within ${budget / KIB} KiB gzip`, async () => {
      const load = await scriptsBeforeInteraction(browser, `${stack().siteUrl}${path}`);
      console.log(
        `[budget] ${path}: ${(load.ranGzip / KIB).toFixed(1)} KiB gzip ran (budget ${RAN / KIB} KiB), ` +
          `${(load.gzip / KIB).toFixed(1)} KiB fetched in ${load.files.length} files (budget ${budget / KIB} KiB)`,
      );
      expect(load.problems).toEqual([]);
      expect(load.ranGzip).toBeLessThanOrEqual(RAN);
      expect(load.gzip).toBeLessThanOrEqual(budget);
      // Nothing hydrated while the visitor did nothing.
      expect(load.hydrated).toBe(0);
      // On a content page, the site's script and the one file it shares with the rest (site-boot):
      // each extra file is one more request on a phone's slow first connection.
      if (budget === CONTENT) expect(load.files.map((f) => f.path.replace(/^.*\/assets\/|-[\w-]{8}\.js$/g, '')).sort()).toEqual(['main', 'site-boot']);
    });
  }
});
