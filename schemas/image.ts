import { z } from 'zod';

/** An image from the CMS's file library, as the page fetcher asks for it (`image.id,image.width,…`). */
export const cmsImageSchema = z.object({
  id: z.uuid(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type CmsImage = z.output<typeof cmsImageSchema>;

/** The fields to ask Directus for, for an image field named `name`. */
export const imageFields = (name: string) => [`${name}.id`, `${name}.width`, `${name}.height`];

/** Widths the site serves (anything else is refused, so the image cache cannot be flooded). */
export const IMAGE_WIDTHS = [320, 480, 640, 800, 1024, 1280, 1600, 1920] as const;
