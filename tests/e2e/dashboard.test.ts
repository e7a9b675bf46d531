// The Leads dashboard as the sample marketer finds it in the Data Studio's Insights, in headless
// Chromium: a demo booked on the site a moment ago, from an ad campaign, is among the latest leads.
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEADS_PANELS } from '../../directus/studio/dashboard';
import { LEADS_DASHBOARD_ID } from '../../directus/studio/ids';
import { stack } from '../support/admin';
import { launch } from '../support/browser';
import { marketerStudio, studioScreenshot } from '../support/studio';
import { freeSlot } from '../support/demo-times';
import { formTicket } from '../support/form-ticket';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('the Leads dashboard, as the sample marketer', () => {
  it('shows a demo booked on the site a moment ago, with its campaign', { timeout: 120_000 }, async () => {
    const tag = Date.now().toString(36);
    const company = `Dashboard ${tag}`;
    const res = await fetch(`${stack().siteUrl}/api/forms/demo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.77.0.1' },
      body: JSON.stringify({
        _ticket: await formTicket(stack().siteUrl),
        name: 'Dana Tremblay',
        company,
        email: `dashboard-${tag}@example.com`,
        role: 'hvac_installer',
        consent: true,
        locale: 'en',
        source: '/ads/heatPumpShort',
        slot: await freeSlot(3, { pick: 'first' }),
        timeZone: 'America/Toronto',
        attribution: {
          utm_source: 'google',
          utm_medium: 'cpc',
          utm_campaign: `heat-pumps-${tag}`,
          utm_term: 'heat pump rebate',
          landing_path: '/ads/heatPumpShort',
          keyword_match: 'heat-pump-rebate',
        },
      }),
    });
    expect(res.status).toBe(201);

    const page = await marketerStudio(browser, `/insights/${LEADS_DASHBOARD_ID}`, { viewport: { width: 1440, height: 1000 }, locale: 'en-US' });
    await page.getByText('Leads · Prospects').first().waitFor();
    // The latest demo requests: the booking, its company and campaign.
    await page.getByText(company).first().waitFor({ timeout: 30_000 });
    await expect(page.getByText(`heat-pumps-${tag}`).count()).resolves.toBeGreaterThan(0);
    // And which keyword match its lander showed (issue 43), in the chart by match.
    await page.getByText('Requests by keyword match · Demandes par correspondance de mot-clé').first().waitFor();
    await page.getByText('heat-pump-rebate').first().waitFor({ timeout: 30_000 });
    await studioScreenshot(page, 'leads-dashboard');
    // Every tile's name reads whole at 1,440 px beside the open side panel: none cut with an ellipsis.
    const cut = await page.evaluate(
      (names) =>
        names.filter((name) => {
          const label = [...document.querySelectorAll('main *')].find((e) => e.childElementCount === 0 && e.textContent?.trim() === name);
          return !label || label.scrollWidth > label.clientWidth + 1;
        }),
      LEADS_PANELS.map((p) => p.name),
    );
    expect(cut).toEqual([]);
    await page.context().close();
  });
});
