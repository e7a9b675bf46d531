// "Duplicate as a version" (decision 0018): run by a manual flow on the page a marketer has open. It
// copies that page, in each of its languages (the rows sharing its translation key), with copies of
// its blocks, as the next version (B, then C, then D) of the page's A/B test, creating the test as a
// draft when the page has none. Everything is written with the marketer's own permissions, in one
// transaction: all of it or nothing. The copies are published rows that no visitor reaches until the
// test runs; the marketer edits them like any page (the Visual Editor opens them from the test).
import { defineOperationApi } from '../../../lib/define.ts';
import { duplicateAsVersion } from '../../../lib/duplicate-version.ts';
import { Refused } from '../../../lib/refusals.ts';
import { inLanguage, readsFrench } from '../../../lib/studio-language.ts';

/** The manual trigger's body, as the flow hands it on: the collection and the selected items' keys. */
function triggerOf(data: Record<string, unknown>): { collection: unknown; keys: unknown } {
  const trigger = data['$trigger'];
  const body: unknown = typeof trigger === 'object' && trigger !== null && 'body' in trigger ? trigger.body : undefined;
  if (typeof body !== 'object' || body === null) return { collection: undefined, keys: undefined };
  return { collection: 'collection' in body ? body.collection : undefined, keys: 'keys' in body ? body.keys : undefined };
}

export default defineOperationApi({
  id: 'site-duplicate-version',
  handler: async (_options, { data, accountability, services, database, getSchema }) => {
    const { keys, collection } = triggerOf(data);
    if (collection !== 'pages' || !Array.isArray(keys) || keys.length !== 1)
      throw new Refused({
        reason: inLanguage(await readsFrench(database, accountability))(
          'Open one page to duplicate it as a version.',
          'Ouvrez une page pour la dupliquer en version.',
        ),
      });
    const schema = await getSchema();
    const key: unknown = keys[0];
    const result = await duplicateAsVersion({ pageId: Number(key), database, schema, accountability, ItemsService: services.ItemsService });
    if (!result.ok) throw new Refused({ reason: result.reason });
    return result;
  },
});
