// CMS HTML is sanitised on the server, at the boundary, before it can reach a page: only the
// elements of prose, links with safe targets, and no attributes but the few that carry meaning.
import sanitizeHtml from 'sanitize-html';
import { z } from 'zod';

/** Plain data tables: rows of header and data cells, no layout attributes (the block's CSS styles them). */
const TABLE_TAGS = ['table', 'caption', 'thead', 'tbody', 'tr', 'th', 'td'];

export type RichTextOptions = {
  /** Allow data tables: only where the rendering block styles them (the rich-text block does). */
  tables?: boolean;
};

/**
 * `top` is the highest heading level the text may use: 2 on its own (h1 is the hero's), 3 under a
 * block's own h2 heading. Higher levels move down to it.
 */
export function sanitizeRichText(html: string, top: 2 | 3 = 2, options: RichTextOptions = {}): string {
  return sanitizeHtml(html, {
    allowedTags: [
      ...(top === 2 ? ['h2'] : []),
      'h3',
      'h4',
      'p',
      'br',
      'ul',
      'ol',
      'li',
      'strong',
      'em',
      'b',
      'i',
      'a',
      'blockquote',
      'code',
      'sub',
      'sup',
      'hr',
      ...(options.tables ? TABLE_TAGS : []),
    ],
    allowedAttributes: {
      a: ['href', 'rel', 'target', 'hreflang', 'lang'],
      th: [{ name: 'scope', multiple: false, values: ['col', 'row', 'colgroup', 'rowgroup'] }],
      '*': ['lang'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowProtocolRelative: false,
    // A heading level the page does not have (h1 is the hero's) becomes the next one down.
    transformTags: {
      h1: `h${top}`,
      ...(top === 3 ? { h2: 'h3' } : {}),
      h5: 'h4',
      h6: 'h4',
      a: (tagName, attribs) => {
        const external = /^https?:\/\//.test(attribs['href'] ?? '');
        return {
          tagName,
          attribs: external ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
        };
      },
    },
  }).trim();
}

/** CMS HTML, sanitised at the boundary: the schema is the only way in, so components render it as is. */
export const richHtmlSchema = (top: 2 | 3 = 2, options: RichTextOptions = {}) =>
  z
    .string()
    .transform((html) => sanitizeRichText(html, top, options))
    .pipe(z.string().min(1, 'The text is empty once unsafe markup is removed'));
