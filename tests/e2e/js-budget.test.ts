// The JavaScript budgets (DESIGN: targets), measured as `npm run bench` measures them: every script a
// phone loads before the visitor does anything, gzip, in Chromium against the production build. The
// figures are printed; the test fails only past a budget.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright';
import { scriptsBeforeInteraction } from '../../scripts/lib/bench-pages';
import { stack } from '../support/admin';
import { launch } from '../support/browser';

const KIB = 1024;
const BUDGETS = [
  // A content page: no React, only the site's script.
  ['/ads/heatPumpShort', 15 * KIB],
  ['/fr', 15 * KIB],
  // A page with a form island: React and the island, not what its later steps need.
  ['/demo', 100 * KIB],
  ['/fr/demo', 100 * KIB],
] as const;

let browser: Browser;
beforeAll(async () => void (browser = await launch()));
afterAll(() => browser.close());

describe('JavaScript before interaction', () => {
  for (const [path, budget] of BUDGETS) {
    it(`${path} stays within ${budget / KIB} KiB gzip`, async () => {
      const load = await scriptsBeforeInteraction(browser, `${stack().siteUrl}${path}`);
      console.log(`[budget] ${path}: ${(load.gzip / KIB).toFixed(1)} KiB gzip in ${load.files.length} files (budget ${budget / KIB} KiB)`);
      expect(load.problems).toEqual([]);
      expect(load.gzip).toBeLessThanOrEqual(budget);
    });
  }
});
