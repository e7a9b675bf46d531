// Sales qualify and win demo requests in the Data Studio; those that came from a Google Ads click go
// back to Google Ads as offline conversions, from an export behind the Studio's sign-in.
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { admin, adminToken, stack } from '../support/admin';
import type { Rest } from '../../directus/lib/rest.ts';

let rest: Rest;
const tag = Date.now().toString(36);
const Stamps = z.object({ qualified_at: z.string().nullable(), won_at: z.string().nullable() });

const lead = async (gclid: string | null) =>
  z.object({ id: z.number() }).parse(
    await rest.post('/items/demo_requests', {
      name: 'Sam Export',
      company: 'Export Co',
      email: `export-${gclid ?? 'none'}-${tag}@example.ca`,
      role: 'hvac_installer',
      locale: 'en',
      consent: true,
      source: '/ads/heatPumpShort',
      gclid,
    }),
  ).id;

beforeAll(async () => {
  rest = await admin();
});

describe('offline conversions for Google Ads', () => {
  it('keeps when sales first qualified and won a request, and never moves those times', async () => {
    const id = await lead(`won-${tag}`);
    await rest.patch(`/items/demo_requests/${id}`, { status: 'contacted' });
    expect(Stamps.parse(await rest.get(`/items/demo_requests/${id}?fields=qualified_at,won_at`))).toEqual({ qualified_at: null, won_at: null });
    await rest.patch(`/items/demo_requests/${id}`, { status: 'won' });
    const first = Stamps.parse(await rest.get(`/items/demo_requests/${id}?fields=qualified_at,won_at`));
    expect(first.qualified_at).not.toBeNull();
    expect(first.won_at).not.toBeNull();
    await rest.patch(`/items/demo_requests/${id}`, { status: 'qualified' });
    await rest.patch(`/items/demo_requests/${id}`, { status: 'won', notes: 'Signed.' });
    expect(Stamps.parse(await rest.get(`/items/demo_requests/${id}?fields=qualified_at,won_at`))).toEqual(first);
  });

  it('exports the qualified and won requests that carry a click id, in Google’s columns, behind the Studio’s sign-in', async () => {
    const qualified = await lead(`qualified-${tag}`);
    await rest.patch(`/items/demo_requests/${qualified}`, { status: 'qualified' });
    const noClick = await lead(null);
    await rest.patch(`/items/demo_requests/${noClick}`, { status: 'won' });
    const fresh = await lead(`new-${tag}`);
    expect(fresh).toBeGreaterThan(0);

    const url = `${stack().directusUrl}/site-report/google-ads.csv?qualified=SQL&qualified_value=25&won=Customer&won_value=400`;
    expect((await fetch(url)).status).toBe(401);
    const res = await fetch(url, { headers: { authorization: `Bearer ${await adminToken()}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="google-ads-conversions-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency');
    const ours = lines.filter((l) => l.includes(tag));
    const time = String.raw`\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}`;
    expect(ours).toHaveLength(3);
    expect(ours.find((l) => l.startsWith(`qualified-${tag},`))).toMatch(new RegExp(`^qualified-${tag},SQL,${time},25,CAD$`));
    expect(ours.filter((l) => l.startsWith(`won-${tag},`)).map((l) => l.split(',')[1])).toEqual(['SQL', 'Customer']);
    expect(ours.some((l) => l.startsWith(`new-${tag}`))).toBe(false);

    // The page that sets the file up says how many conversions it holds, in the Studio user's language.
    const page = await fetch(`${stack().directusUrl}/site-report/google-ads`, {
      headers: { authorization: `Bearer ${await adminToken()}`, 'accept-language': 'fr-CA' },
    });
    const html = await page.text();
    expect(html).toContain('Exporter les conversions pour Google Ads');
    expect(html).toMatch(/\d+ conversions? à exporter avec ces réglages\./);
  });
});
