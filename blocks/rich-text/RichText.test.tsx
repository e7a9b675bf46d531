import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '#schemas/rich-text';
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

  it('keeps a plain data table, with header scopes and without layout attributes', () => {
    const parsed = richTextSchema.parse({
      collection: 'block_rich_text',
      id: 1,
      html: '<table border="1" style="width:900px"><thead><tr><th scope="col" width="50">Name</th><th scope="col">Duration</th></tr></thead><tbody><tr><th scope="row" onclick="x()"><code>locale</code></th><td class="x">365 days</td></tr></tbody></table>',
    });
    expect(parsed.html).toBe(
      '<table><thead><tr><th scope="col">Name</th><th scope="col">Duration</th></tr></thead><tbody><tr><th scope="row"><code>locale</code></th><td>365 days</td></tr></tbody></table>',
    );
    renderWithSite(<RichText {...parsed} />);
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Duration' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'locale' })).toBeInTheDocument();
  });

  it('allows tables only where asked (other prose, which does not style them, keeps their text)', () => {
    expect(sanitizeRichText('<table><tbody><tr><td>cell</td></tr></tbody></table>')).toBe('cell');
  });

  it('refuses a text that is empty once cleaned', () => {
    expect(richTextSchema.safeParse({ collection: 'block_rich_text', id: 1, html: '<script>alert(1)</script>' }).success).toBe(false);
  });
});
