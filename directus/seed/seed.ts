// Seeds the EN and FR content on first start. Each part is seeded only while its collection is
// empty (pages, posts, settings per language, files by id), so the seed can run on every start and
// never overwrites, or brings back, anything a marketer edited or deleted.
import { z } from 'zod';
import type { Rest } from '../lib/rest.ts';
import { seedSettings } from './content.ts';
import { seedMedia } from './media.ts';
import { seedPages } from './pages.ts';
import { seedCategories, seedPosts } from './posts.ts';

const ids = z.array(z.object({ id: z.union([z.number(), z.string()]) }));
const isEmpty = async (rest: Rest, collection: string) => ids.parse(await rest.get(`/items/${collection}?limit=1&fields=id`)).length === 0;

/** What a start seeded: nothing when every part already had content. */
export type SeedResult = { seeded: boolean; pages: number; posts: number; files: number };

export async function seedIfEmpty(rest: Rest, opts: { loginUrl: string; now?: Date }, log: (line: string) => void = () => {}): Promise<SeedResult> {
  const result: SeedResult = { seeded: false, pages: 0, posts: 0, files: await seedMedia(rest, log) };

  const settings = z.array(z.object({ locale: z.string() })).parse(await rest.get('/items/site_settings?limit=-1&fields=locale'));
  for (const s of seedSettings({ loginUrl: opts.loginUrl, now: opts.now ?? new Date() })) {
    if (settings.some((row) => row.locale === s.locale)) continue;
    await rest.post('/items/site_settings', s);
    log(`seeded site settings (${s.locale})`);
  }

  // Demos on weekdays, 9:00-12:00 and 13:00-17:00 Eastern, 30 minutes each, up to 30 days ahead.
  const availability = z
    .object({ weekly: z.unknown().optional() })
    .nullable()
    .parse(await rest.get('/items/demo_availability'));
  if (!availability?.weekly) {
    const day = [
      ['09:00', '12:00'],
      ['13:00', '17:00'],
    ];
    await rest.patch('/items/demo_availability', {
      time_zone: 'Canada/Eastern',
      slot_minutes: 30,
      weekly: { mon: day, tue: day, wed: day, thu: day, fri: day },
      blocked_dates: [],
      horizon_days: 30,
      notice_hours: 4,
      meeting_url: 'https://meet.example.com/home-energy-demo',
    });
    log('seeded the demo availability (weekdays 9-12 and 13-17, Canada/Eastern)');
  }

  // Pages and posts go in one request each (with their blocks): one transaction, and one call to
  // the site's revalidation instead of one per page.
  if (await isEmpty(rest, 'pages')) {
    result.seeded = true;
    await rest.post(
      '/items/pages',
      seedPages.map(({ blocks, ...row }) => ({
        status: 'published',
        ...row,
        blocks: blocks.map(({ collection, ...item }) => ({ collection, item: toCmsItem(item) })),
      })),
    );
    result.pages = seedPages.length;
    for (const page of seedPages) log(`seeded page ${page.locale} ${page.slug} (${page.blocks.length} blocks)`);
  }

  if (await isEmpty(rest, 'posts')) {
    result.seeded = true;
    const categoryIds = new Map<string, number>();
    if (await isEmpty(rest, 'post_categories')) {
      for (const c of seedCategories) {
        const row = z.object({ id: z.number() }).parse(await rest.post('/items/post_categories', c));
        categoryIds.set(`${c.locale}:${c.translation_key}`, row.id);
      }
      log(`seeded ${seedCategories.length} blog categories`);
    }
    await rest.post(
      '/items/posts',
      seedPosts.map(({ category, ...post }) => ({ status: 'published', ...post, category: categoryIds.get(`${post.locale}:${category}`) ?? null })),
    );
    result.posts = seedPosts.length;
    log(`seeded ${seedPosts.length} blog posts`);
  }
  return result;
}

/** Fixture files are objects ({ id, width, height }); Directus stores the file's id. */
export function toCmsItem(item: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(item).map(([k, v]) => [k, v !== null && typeof v === 'object' && !Array.isArray(v) && 'id' in v && typeof v.id === 'string' ? v.id : v]),
  );
}
