// Image constants the browser needs too; kept apart from the zod schema (schemas/image.ts) so that
// zod stays out of the browser bundle.
export type { CmsImage, CmsVideo } from './image.ts';

/** The fields to ask Directus for, for an image field named `name`. */
export const imageFields = (name: string) => [`${name}.id`, `${name}.width`, `${name}.height`];

/** Widths the site serves (anything else is refused, so the image cache cannot be flooded). */
export const IMAGE_WIDTHS = [320, 480, 640, 800, 1024, 1280, 1600, 1920] as const;

/** The fields to ask Directus for, for a video or captions file field named `name`. */
export const fileFields = (name: string) => [`${name}.id`, `${name}.type`];

/** Files served whole (not transformed) by `/media/:id`: videos and their captions. */
export const STREAMED_TYPES = /^(video\/(mp4|webm|ogg)|text\/vtt)$/;
