import { defineBlock } from '#kit/cms/block';
import { featureGridSchema } from './schema';
import { FeatureGrid } from './FeatureGrid';

export const featureGridBlock = defineBlock({
  collection: 'block_feature_grid',
  schema: featureGridSchema,
  Component: FeatureGrid,
  fields: ['*'],
});
