import { defineBlock } from '../_shared/define';
import { FeatureGrid } from './FeatureGrid';
import { featureGridSchema } from './schema';

export const featureGridBlock = defineBlock({
  collection: 'block_feature_grid',
  schema: featureGridSchema,
  Component: FeatureGrid,
  fields: ['*'],
});
