import { fileFields, imageFields } from '../../schemas/media';
import { defineBlock } from '../_shared/define';

export const heroBlock = defineBlock({
  collection: 'block_hero',
  schema: () => import('./schema').then((m) => m.heroSchema),
  component: () => import('./Hero').then((m) => m.Hero),
  fields: ['*', ...imageFields('image'), ...fileFields('video'), ...fileFields('video_captions')],
});
