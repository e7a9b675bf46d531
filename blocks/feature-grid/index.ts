import { defineBlock } from '../_shared/define';
import { cmsCollection } from './directus';
import { FeatureGrid } from './FeatureGrid';
import { featureGridFixtures } from './fixtures';
import { featureGridSchema } from './schema';

export const featureGridBlock = defineBlock({
  collection: 'block_feature_grid',
  schema: featureGridSchema,
  Component: FeatureGrid,
  cms: cmsCollection,
  fields: ['*'],
  fixtures: featureGridFixtures,
});
