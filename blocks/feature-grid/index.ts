import { defineBlock } from '../_shared/define';

export const featureGridBlock = defineBlock({
  collection: 'block_feature_grid',
  schema: () => import('./schema').then((m) => m.featureGridSchema),
  component: () => import('./FeatureGrid').then((m) => m.FeatureGrid),
  fields: ['*'],
});
