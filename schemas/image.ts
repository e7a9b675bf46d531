import { z } from 'zod';

/** An image from the CMS's file library, as the page fetcher asks for it (`image.id,image.width,…`). */
export const cmsImageSchema = z.object({
  id: z.uuid(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type CmsImage = z.output<typeof cmsImageSchema>;

/** A video from the file library, played through the site (`/media/:id`, no transforms). */
export const cmsVideoSchema = z.object({
  id: z.uuid(),
  type: z.string().regex(/^video\/(mp4|webm|ogg)$/, 'Use an MP4, WebM or Ogg video'),
});
export type CmsVideo = z.output<typeof cmsVideoSchema>;

/** A WebVTT captions file for a video. */
export const cmsCaptionsSchema = z.object({
  id: z.uuid(),
  type: z.string().regex(/^text\/vtt$/, 'Captions must be a WebVTT (.vtt) file'),
});
