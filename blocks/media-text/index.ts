import { fileFields, imageFields } from '#schemas/media';
import { defineBlock } from '#kit/cms/block';
import { mediaTextSchema } from './schema';
import { MediaText } from './MediaText';

export const mediaTextBlock = defineBlock({
  collection: 'block_media_text',
  schema: mediaTextSchema,
  Component: MediaText,
  fields: ['*', ...imageFields('image'), ...fileFields('video'), ...fileFields('video_captions')],
});
