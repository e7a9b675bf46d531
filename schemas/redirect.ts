import { z } from 'zod';

/** A path on the site as visitors type it: leading slash, no trailing one, no query. */
const normalizePath = (s: string) => (s.length > 1 ? s.replace(/\/+$/, '') : s);

export const redirectSchema = z
  .object({
    from: z
      .string()
      .trim()
      .regex(/^\/(?!\/)[^\s?#]*$/, 'A path on this site, like /old-page')
      .transform(normalizePath),
    to: z
      .string()
      .trim()
      .regex(/^(\/(?!\/)[^\s]*|https?:\/\/[^\s]+)$/, 'A path like /stride or a full https:// address'),
    status: z.enum(['301', '302']).transform(Number),
  })
  .refine((r) => normalizePath(r.to) !== r.from, 'A redirect to itself would loop');
export type Redirect = z.output<typeof redirectSchema>;

export { normalizePath };
