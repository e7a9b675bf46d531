import { defineBlock } from '../_shared/define';

export const callToActionBlock = defineBlock({
  collection: 'block_call_to_action',
  schema: () => import('./schema').then((m) => m.callToActionSchema),
  component: () => import('./CallToAction').then((m) => m.CallToAction),
  fields: ['*'],
});
