// The Data Studio's side of the operation: how the flow editor names it. It has no options: the flow
// that uses it (directus/studio/flows.ts) runs it on the page a marketer has open.
import { defineOperationApp } from '../../../lib/define.ts';

export default defineOperationApp({
  id: 'site-duplicate-version',
  name: 'Duplicate as a version',
  icon: 'science',
  description: 'Copies the page, in every language, with its blocks, as the next version (B, C, D) of its A/B test.',
  overview: () => [],
  options: [],
});
