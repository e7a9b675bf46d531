import { defineBlock } from '../_shared/define';
import { featureGridSchema } from './schema';
import { FeatureGrid } from './FeatureGrid';

export const featureGridBlock = defineBlock({
  collection: 'block_feature_grid',
  schema: featureGridSchema,
  Component: FeatureGrid,
  fields: ['*'],
});
