import { z } from 'zod';

/** An image from the CMS's file library, as the page fetcher asks for it (`image.id,image.width,…`). */
export const cmsImageSchema = z.object({
  id: z.uuid(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type CmsImage = z.output<typeof cmsImageSchema>;

/** The file types the site plays as a video, and as its captions. */
export const VIDEO_TYPE_PATTERN = /^video\/(mp4|webm|ogg)$/;
export const CAPTIONS_TYPE_PATTERN = /^text\/vtt$/;

/** A video from the file library, played through the site (`/media/:id`, no transforms). */
export const cmsVideoSchema = z.object({
  id: z.uuid(),
  type: z.string().regex(VIDEO_TYPE_PATTERN, 'Use an MP4, WebM or Ogg video'),
});
export type CmsVideo = z.output<typeof cmsVideoSchema>;

/** A WebVTT captions file for a video. */
export const cmsCaptionsSchema = z.object({
  id: z.uuid(),
  type: z.string().regex(CAPTIONS_TYPE_PATTERN, 'Captions must be a WebVTT (.vtt) file'),
});
