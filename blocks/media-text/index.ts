import { fileFields, imageFields } from '../../schemas/media';
import { defineBlock } from '../_shared/define';

export const mediaTextBlock = defineBlock({
  collection: 'block_media_text',
  schema: () => import('./schema').then((m) => m.mediaTextSchema),
  component: () => import('./MediaText').then((m) => m.MediaText),
  fields: ['*', ...imageFields('image'), ...fileFields('video'), ...fileFields('video_captions')],
});
