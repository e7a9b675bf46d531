import { chromium, type Browser, type Page } from 'playwright';
import { chromiumLaunchOptions } from './chromium.ts';

export async function launch(): Promise<Browser> {
  return chromium.launch({ ...chromiumLaunchOptions, headless: true });
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
