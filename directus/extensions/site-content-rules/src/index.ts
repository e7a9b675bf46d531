// Directus hook: the site's schema is the Studio's law (issue 41, decision 0023). A save of a block,
// a page, a blog post or the site settings is checked with the very zod schema the site parses that
// row with (directus/lib/content-rules.ts): the payload laid over the stored row (an update may send
// one field; it may update several rows), files and related items read as the site reads them. A row
// the site would drop is refused with Directus's own 400 INVALID_PAYLOAD, naming each field by its
// Studio label and the rule it breaks, in the saver's Studio language; nothing is written.
//
// Everyone who saves is held to it, admins and the seed (which saves through the API as the admin)
// included: the site would drop the row whoever saved it. Directus itself (no accountability: our own
// extensions' copies of stored content, an A/B version's duplicate) is not: it copies what is already
// stored, and content saved before these rules is listed by the site report instead (site-report).
import { contentProblems, contentRules } from '../../../lib/content-rules.ts';
import { defaultsOf, siteView, storedRows } from '../../../lib/content-rows.ts';
import { defineHook } from '../../../lib/define.ts';
import { keysOf } from '../../../lib/directus-types.ts';
import { Refused } from '../../../lib/refusals.ts';
import { readsFrench } from '../../../lib/studio-language.ts';

type Payload = Record<string, unknown>;

export default defineHook(({ filter }, { services }) => {
  const { ItemsService } = services;

  for (const rule of Object.values(contentRules)) {
    // Fields the schema reads from the row itself (a page's `blocks` are checked one by one, as blocks).
    const checked = new Set(rule.fields.filter((f) => f.type !== 'alias').map((f) => f.field));
    for (const action of ['create', 'update'] as const) {
      filter<Payload>(`${rule.collection}.items.${action}`, async (payload, meta, { database, schema, accountability }) => {
        if (!payload || typeof payload !== 'object' || !schema) return payload;
        // Directus itself (see above); a caller without a user gets Directus's own 403.
        if (!accountability || !accountability.user) return payload;
        // An update that changes none of the row's own fields (a page's block list, its order) changes nothing the schema reads.
        if (action === 'update' && !Object.keys(payload).some((key) => checked.has(key))) return payload;
        const before =
          action === 'create'
            ? [{ ...defaultsOf(schema, rule.collection), id: 0 }]
            : await storedRows(ItemsService, database, schema, rule.collection, keysOf(meta));
        for (const stored of before) {
          const row = await siteView(database, schema, rule.collection, { ...stored, ...payload, id: stored['id'] ?? 0 }, rule.expand);
          if (contentProblems(rule, row, 'en').length === 0) continue;
          const lang = (await readsFrench(database, accountability)) ? 'fr' : 'en';
          throw new Refused({ reason: contentProblems(rule, row, lang).join(' ') });
        }
        return payload;
      });
    }
  }
});
