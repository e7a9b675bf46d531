import { chromium, type Browser, type Page } from 'playwright';
import { BROWSER_UA } from './admin.ts';
import { chromiumLaunchOptions } from './chromium.ts';

/**
 * Headless Chromium says "HeadlessChrome" in its user agent, and the site (rightly) treats that as a
 * crawler: no interactive error page, no redirects. Visitors' browsers are what these tests play.
 */
export async function launch(): Promise<Browser> {
  return chromium.launch({ ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args, `--user-agent=${BROWSER_UA}`], headless: true });
}

/** Collects console errors and uncaught exceptions of a page. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/** Resolves once React has hydrated the document (the router's client state exists). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => '__reactRouterRouteModules' in window && document.readyState === 'complete');
  await page.waitForLoadState('networkidle');
}
