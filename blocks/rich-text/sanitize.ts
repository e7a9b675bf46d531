// CMS HTML is sanitised on the server, at the boundary, before it can reach a page: only the
// elements of prose, links with safe targets, and no attributes but the few that carry meaning.
import sanitizeHtml from 'sanitize-html';

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a', 'blockquote', 'code', 'sub', 'sup', 'hr'],
    allowedAttributes: { a: ['href', 'rel', 'target', 'hreflang', 'lang'], '*': ['lang'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowProtocolRelative: false,
    // A heading level the page does not have (h1 is the hero's) becomes the next one down.
    transformTags: {
      h1: 'h2',
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
