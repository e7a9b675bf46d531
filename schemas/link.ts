import { z } from 'zod';

/** What a link may be: a site path, an http(s) URL, mailto:, tel: or a #fragment. */
export const HREF_PATTERN = /^(\/(?!\/)[^\s]*|https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d\s().-]+|#[\w-]+)$/;

/** A link a marketer types in the CMS: a site path, an http(s) URL, or mailto:/tel:. */
export const hrefSchema = z.string().trim().regex(HREF_PATTERN, 'Must be a path like /demo, a full https:// URL, mailto: or tel:');
