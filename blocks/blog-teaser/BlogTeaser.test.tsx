import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../tests/support/render';
import { BlogTeaser } from './BlogTeaser';
import { blogTeaserFixtures } from './fixtures';
import { blogTeaserBlock } from './index';
import { blogTeaserSchema } from './schema';

describe('BlogTeaser', () => {
  it('lists the articles with their links, categories and dates, and leads to the blog', () => {
    renderWithSite(<BlogTeaser {...blogTeaserFixtures.en.latest} />);
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Heat pump rebates in 2026: what changed' })).toHaveAttribute('href', '/blog/heat-pump-rebates-2026');
    expect(screen.getByText('Rebates')).toBeInTheDocument();
    expect(screen.getByText('October 2, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/blog');
  });

  it('speaks French on French pages: dates, links and the way to the blog', () => {
    renderWithSite(<BlogTeaser {...blogTeaserFixtures.fr.latest} />, { locale: 'fr', path: '/fr' });
    expect(screen.getByText('2 octobre 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tous les articles' })).toHaveAttribute('href', '/fr/blog');
    expect(screen.getByRole('link', { name: /^Qu’est-ce qu’un rapport F280/ })).toHaveAttribute('href', '/fr/blog/rapport-f280');
  });

  it('shows nothing while there is no article', () => {
    const { container } = renderWithSite(<BlogTeaser {...blogTeaserFixtures.en.latest} posts={[]} />);
    expect(container.querySelector('[data-block]')).toBeNull();
  });

  it('asks for live posts of the page’s language, featured ones when told, as many as set', () => {
    const query = blogTeaserBlock.related!['posts']!({ mode: 'featured', count: 2 }, { locale: 'fr' });
    expect(query).toMatchObject({ collection: 'posts', limit: 2, filter: { locale: { _eq: 'fr' }, status: { _eq: 'published' }, featured: { _eq: true } } });
    const latest = blogTeaserBlock.related!['posts']!({ mode: 'latest', count: null }, { locale: 'en' });
    expect(latest?.filter).not.toHaveProperty('featured');
    expect(latest?.limit).toBe(3);
    expect(blogTeaserSchema.safeParse({ ...blogTeaserFixtures.en.latest, count: 99 }).success).toBe(false);
  });

  it('leaves out an article that fails its schema, and keeps the others', () => {
    const { posts, ...rest } = blogTeaserFixtures.en.latest;
    const parsed = blogTeaserSchema.parse({ ...rest, posts: [{ ...posts[0], slug: 'Not a slug/at all' }, posts[1]] });
    expect(parsed.posts.map((p) => p.id)).toEqual([2]);
  });
});
