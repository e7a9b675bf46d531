// Directus endpoint /site-experiments (decision 0018).
// POST /exposures: the site server adds the new visitors it gave each version, per experiment and day,
// to the experiment's `exposures` ({"2026-11-26": {"A": 120, "B": 118}}). Each experiment is read and
// written in one transaction, its row locked on PostgreSQL (SQLite writes one at a time), so counts sent
// at once by several replicas all land. The write goes through Directus's permissions (the caller must
// be allowed to update experiments: the site's forms policy), without a revision or an activity entry
// per count, without hooks (the site is not told content changed) and without purging Directus's cache.
const KEYS = new Set(['A', 'B', 'C', 'D']);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The counts sent, each checked; null when the body is not a list of them. */
function parseCounts(body) {
  const list = body && Array.isArray(body.counts) ? body.counts : null;
  if (!list || list.length > 10_000) return null;
  const out = [];
  for (const c of list) {
    if (!c || !Number.isInteger(c.experiment) || c.experiment <= 0 || typeof c.day !== 'string' || !DAY.test(c.day)) return null;
    if (!KEYS.has(c.variant) || !Number.isInteger(c.n) || c.n <= 0 || c.n > 1_000_000) return null;
    out.push(c);
  }
  return out;
}

const asObject = (value) => {
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return {};
    }
  }
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
};

export default {
  id: 'site-experiments',
  handler: (router, { database, services, getSchema }) => {
    const { ItemsService } = services;

    router.post('/exposures', async (req, res) => {
      if (!req.accountability?.user) return res.status(401).json({ errors: [{ message: 'Only the site server adds visitor counts.' }] });
      const counts = parseCounts(req.body);
      if (!counts) return res.status(400).json({ errors: [{ message: 'Expected {"counts": [{"experiment", "day", "variant", "n"}]}.' }] });
      const byExperiment = new Map();
      for (const c of counts) byExperiment.set(c.experiment, [...(byExperiment.get(c.experiment) ?? []), c]);
      const schema = await getSchema();
      let stored = 0;
      try {
        for (const [id, adds] of byExperiment) {
          await database.transaction(async (trx) => {
            const query = trx('experiments').select('id', 'exposures').where({ id });
            const row = await (trx.client.config.client === 'pg' ? query.forUpdate() : query).first();
            if (!row) return;
            const exposures = asObject(row.exposures);
            for (const c of adds) {
              const day = asObject(exposures[c.day]);
              day[c.variant] = (Number(day[c.variant]) || 0) + c.n;
              exposures[c.day] = day;
            }
            const items = new ItemsService('experiments', { knex: trx, schema, accountability: req.accountability });
            await items.updateOne(id, { exposures }, { emitEvents: false, skipTracking: true, autoPurgeCache: false });
            stored += adds.length;
          });
        }
      } catch (error) {
        const status = error?.status === 403 ? 403 : 503;
        return res
          .status(status)
          .json({ errors: [{ message: status === 403 ? 'Not allowed to update experiments.' : 'Could not store the counts; send them again.' }] });
      }
      return res.status(200).json({ data: { stored } });
    });
  },
};
