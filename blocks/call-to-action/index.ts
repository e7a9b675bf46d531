import { defineBlock } from '#kit/cms/block';
import { callToActionSchema } from './schema';
import { CallToAction } from './CallToAction';

export const callToActionBlock = defineBlock({
  collection: 'block_call_to_action',
  schema: callToActionSchema,
  Component: CallToAction,
  fields: ['*'],
});
