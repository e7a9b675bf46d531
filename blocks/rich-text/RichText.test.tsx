import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../tests/support/render';
import { richTextFixtures } from './fixtures';
import { RichText } from './RichText';
import { richTextSchema } from './schema';

describe('RichText', () => {
  it('keeps headings, lists and links as what they are', () => {
    renderWithSite(<RichText {...richTextFixtures.en.article} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Start with the building envelope' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'our homeowners page' })).toHaveAttribute('href', '/homeowners');
  });

  it('removes what is unsafe before it reaches a page', () => {
    const parsed = richTextSchema.parse({
      collection: 'block_rich_text',
      id: 1,
      html: '<h1>Title</h1><p onclick="steal()">Hi <script>alert(1)</script><a href="javascript:alert(1)">x</a> <a href="https://example.com">ext</a><img src=x onerror=alert(1)></p><style>body{}</style>',
    });
    expect(parsed.html).toBe('<h2>Title</h2><p>Hi <a>x</a> <a href="https://example.com" rel="noopener noreferrer">ext</a></p>');
  });

  it('refuses a text that is empty once cleaned', () => {
    expect(richTextSchema.safeParse({ collection: 'block_rich_text', id: 1, html: '<script>alert(1)</script>' }).success).toBe(false);
  });
});
