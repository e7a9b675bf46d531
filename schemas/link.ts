import { z } from 'zod';

/** A link a marketer types in the CMS: a site path, an http(s) URL, or mailto:/tel:. */
export const hrefSchema = z
  .string()
  .trim()
  .regex(/^(\/(?!\/)[^\s]*|https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d\s().-]+|#[\w-]+)$/, 'Must be a path like /demo, a full https:// URL, mailto: or tel:');
