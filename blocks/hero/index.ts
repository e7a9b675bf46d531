import { fileFields, imageFields } from '#schemas/media';
import { defineBlock } from '#kit/cms/block';
import { heroSchema } from './schema';
import { Hero } from './Hero';

export const heroBlock = defineBlock({
  collection: 'block_hero',
  schema: heroSchema,
  Component: Hero,
  fields: ['*', ...imageFields('image'), ...fileFields('video'), ...fileFields('video_captions')],
});
