// Seeds the EN and FR content when the database has no pages yet. It never touches existing rows,
// so a marketer's edits survive every start.
import { z } from 'zod';
import type { Rest } from '../lib/rest.ts';
import { seedPages, seedSettings } from './content.ts';

export async function seedIfEmpty(rest: Rest, opts: { loginUrl: string; now?: Date }, log: (line: string) => void = () => {}): Promise<{ seeded: boolean }> {
  const existing = z.array(z.unknown()).parse(await rest.get('/items/pages?limit=1&fields=id'));
  if (existing.length > 0) return { seeded: false };

  const settings = z.array(z.object({ locale: z.string() })).parse(await rest.get('/items/site_settings?limit=-1&fields=locale'));
  for (const s of seedSettings({ loginUrl: opts.loginUrl, now: opts.now ?? new Date() })) {
    if (settings.some((row) => row.locale === s.locale)) continue;
    await rest.post('/items/site_settings', s);
    log(`seeded site settings (${s.locale})`);
  }
  for (const page of seedPages) {
    await rest.post('/items/pages', {
      status: 'published',
      layout: 'default',
      locale: page.locale,
      slug: page.slug,
      translation_key: page.translation_key,
      title: page.title,
      seo_description: page.seo_description,
      blocks: page.blocks.map(({ collection, id: _fixtureId, ...item }) => ({ collection, item })),
    });
    log(`seeded page ${page.locale} ${page.slug}`);
  }
  return { seeded: true };
}
