// "Duplicate as a version" (decision 0018): run by a manual flow on the page a marketer has open. It
// copies that page, in each of its languages (the rows sharing its translation key), with copies of
// its blocks, as the next version (B, then C, then D) of the page's A/B test, creating the test as a
// draft when the page has none. Everything is written with the marketer's own permissions, in one
// transaction: all of it or nothing. The copies are published rows that no visitor reaches until the
// test runs; the marketer edits them like any page (the Visual Editor opens them from the test).
import { createError } from '@directus/errors';
import { duplicateAsVersion } from '../../lib/duplicate-version.js';
import { inLanguage, readsFrench } from '../../lib/studio-language.js';

const Refused = createError('INVALID_PAYLOAD', (extensions) => extensions.reason, 400);

export default {
  id: 'site-duplicate-version',
  handler: async (_options, { data, accountability, services, database, getSchema }) => {
    const keys = data?.$trigger?.body?.keys;
    const collection = data?.$trigger?.body?.collection;
    if (collection !== 'pages' || !Array.isArray(keys) || keys.length !== 1)
      throw new Refused({
        reason: inLanguage(await readsFrench(database, accountability))(
          'Open one page to duplicate it as a version.',
          'Ouvrez une page pour la dupliquer en version.',
        ),
      });
    const schema = await getSchema();
    const result = await duplicateAsVersion({ pageId: Number(keys[0]), database, schema, accountability, ItemsService: services.ItemsService });
    if (!result.ok) throw new Refused({ reason: result.reason });
    return result;
  },
};
