import { defineBlock } from '../_shared/define';
import { CallToAction } from './CallToAction';
import { callToActionSchema } from './schema';

export const callToActionBlock = defineBlock({
  collection: 'block_call_to_action',
  schema: callToActionSchema,
  Component: CallToAction,
  fields: ['*'],
});
