import { z } from 'zod';

/** An image from the CMS's file library, as the page fetcher asks for it (`image.id,image.width,…`). */
export const cmsImageSchema = z.object({
  id: z.uuid(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type CmsImage = z.output<typeof cmsImageSchema>;
