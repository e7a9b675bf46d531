// Directus hook: a demo request whose status first becomes Qualified or Won keeps that time
// (qualified_at, won_at; Won also sets qualified_at if it was skipped). They are the conversion times of
// the Google Ads offline-conversion export (extensions/site-report): set once, so that exporting again
// gives the same rows, which Google counts once.
import { keysOf } from '../../../lib/directus-types.ts';
import { defineHook } from '../../../lib/define.ts';

type Lead = { id: number; qualified_at: string | Date | null; won_at: string | Date | null };

export default defineHook(({ filter }) => {
  filter<Record<string, unknown>>('demo_requests.items.update', async (payload, meta, { database }) => {
    const status = payload?.['status'];
    if (status !== 'qualified' && status !== 'won') return payload;
    const keys = keysOf(meta);
    const rows = await database<Lead>('demo_requests').select('id', 'qualified_at', 'won_at').whereIn('id', keys);
    const now = new Date();
    for (const row of rows) {
      const patch: { qualified_at?: Date; won_at?: Date } = {};
      if (!row.qualified_at) patch.qualified_at = now;
      if (status === 'won' && !row.won_at) patch.won_at = now;
      if (Object.keys(patch).length === 0) continue;
      // One row at a time when several are saved together and differ: written here, in the same transaction.
      if (keys.length > 1) await database('demo_requests').where({ id: row.id }).update(patch);
      else Object.assign(payload, Object.fromEntries(Object.entries(patch).map(([k, v]) => [k, v.toISOString()])));
    }
    return payload;
  });
});
