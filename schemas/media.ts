// Image constants the browser needs too; kept apart from the zod schema (schemas/image.ts) so that
// zod stays out of the browser bundle.
export type { CmsImage } from './image.ts';

/** The fields to ask Directus for, for an image field named `name`. */
export const imageFields = (name: string) => [`${name}.id`, `${name}.width`, `${name}.height`];

/** Widths the site serves (anything else is refused, so the image cache cannot be flooded). */
export const IMAGE_WIDTHS = [320, 480, 640, 800, 1024, 1280, 1600, 1920] as const;
