// Blocks that show content kept elsewhere in the CMS: the blog teaser's articles (live ones only, in
// the page's language) and the logo wall's folder of images.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { admin, createPage, eventually, getHtml, pngOf, uniqueSlug, uploadFile } from '../support/admin';

const teaserSlug = uniqueSlug('teaser');
const logosSlug = uniqueSlug('logos');
const tag = Date.now().toString(36);

const created: number[] = [];

beforeAll(async () => {
  const rest = await admin();
  const post = async (over: Record<string, unknown>) => {
    const row = await rest.post('/items/posts', {
      status: 'published',
      locale: 'en',
      translation_key: `t-${tag}-${String(over['slug'])}`,
      body: '<p>Body</p>',
      published_at: '2026-01-05T12:00:00Z',
      ...over,
    });
    created.push(z.object({ id: z.number() }).parse(row).id);
  };
  // Dated just now, so they are the newest articles (the seed has articles of its own).
  await post({ slug: `live-${tag}`, title: `Live article ${tag}`, featured: true, published_at: new Date(Date.now() - 60_000).toISOString() });
  await post({ slug: `older-${tag}`, title: `Older article ${tag}`, published_at: new Date(Date.now() - 120_000).toISOString() });
  await post({ slug: `draft-${tag}`, title: `Draft article ${tag}`, status: 'draft' });
  await post({ slug: `future-${tag}`, title: `Future article ${tag}`, published_at: '2099-01-01T12:00:00Z' });
  await post({ slug: `french-${tag}`, title: `Article français ${tag}`, locale: 'fr' });
  await createPage(rest, {
    locale: 'en',
    slug: teaserSlug,
    title: 'Teaser',
    blocks: [
      { collection: 'block_blog_teaser', item: { heading: 'Latest', mode: 'latest', count: 6 } },
      { collection: 'block_blog_teaser', item: { heading: 'Featured only', mode: 'featured', count: 6 } },
    ],
  });

  const folder = z.object({ id: z.string() }).parse(await rest.post('/folders', { name: `Partners ${tag}` })).id;
  await uploadFile({ name: 'b.png', type: 'image/png', title: 'Beta Utilities', folder, data: await pngOf(400, 120, '#13233a') });
  await uploadFile({ name: 'a.png', type: 'image/png', title: 'Alpha City', folder, data: await pngOf(400, 120, '#1d5fd1') });
  await uploadFile({ name: 'elsewhere.png', type: 'image/png', title: 'Not a partner', data: await pngOf(400, 120) });
  await createPage(rest, { locale: 'en', slug: logosSlug, title: 'Logos', blocks: [{ collection: 'block_logos', item: { heading: 'Partners', folder } }] });
  await eventually(5000, async () => (await getHtml(logosSlug)).status === 200 && (await getHtml(teaserSlug)).status === 200);
});

// The blog's own tests count the seeded articles: leave the blog as it was.
afterAll(async () => {
  const rest = await admin();
  for (const id of created) await rest.del(`/items/posts/${id}`);
});

describe('the blog teaser', () => {
  it('shows live articles of the page’s language, newest first, never drafts or scheduled ones', async () => {
    const { html } = await getHtml(teaserSlug);
    const latest = html.slice(html.indexOf('Latest'), html.indexOf('Featured only'));
    expect(latest).toContain(`href="/blog/live-${tag}"`);
    expect(latest.indexOf(`Live article ${tag}`)).toBeLessThan(latest.indexOf(`Older article ${tag}`));
    expect(html).not.toContain(`Draft article ${tag}`);
    expect(html).not.toContain(`Future article ${tag}`);
    expect(html).not.toContain(`Article français ${tag}`);
  });

  it('shows only featured articles when set to', async () => {
    const { html } = await getHtml(teaserSlug);
    const start = html.indexOf('Featured only');
    const featured = html.slice(start, html.indexOf('</section>', start));
    expect(featured).toContain(`Live article ${tag}`);
    expect(featured).not.toContain(`Older article ${tag}`);
  });
});

describe('the logo wall', () => {
  it('shows the images of its folder, named by their titles, in title order', async () => {
    const { html } = await getHtml(logosSlug);
    expect(html).toContain('alt="Alpha City"');
    expect(html).toContain('alt="Beta Utilities"');
    expect(html.indexOf('alt="Alpha City"')).toBeLessThan(html.indexOf('alt="Beta Utilities"'));
    expect(html).not.toContain('Not a partner');
  });
});
