// Directus endpoint /site-experiments (decision 0018).
// POST /exposures: the site server adds the new visitors it gave each version, per experiment and day,
// to the experiment's `exposures` ({"2026-11-26": {"A": 120, "B": 118}}). Each experiment is read and
// written in one transaction, its row locked on PostgreSQL (SQLite writes one at a time), so counts sent
// at once by several replicas all land. Only the site server (its token's user) may call it (issue 39:
// a marketer's counts would skew every result), and the site's token has no update on experiments: the
// endpoint writes the counts itself, without a revision or an activity entry per count, without hooks
// (the site is not told content changed) and without purging Directus's cache.
import { defineEndpoint } from '../../../lib/define.ts';
import { callerOf, dialectOf } from '../../../lib/directus-types.ts';
import { experimentResult, MIN_LEADS, MIN_VISITORS } from '../../../lib/experiment-stats.ts';
import { SITE_USER_EMAIL } from '../../../lib/site-user.ts';
import { resultsPage, languageOf, type Breakdown, type ResultsData } from './results.ts';

const KEYS = new Set<unknown>(['A', 'B', 'C', 'D']);
type Count = { experiment: number; day: string; variant: string; n: number };
type Variant = { key: string; weight: unknown };
const isVariant = (v: unknown): v is Variant => typeof v === 'object' && v !== null && 'key' in v && typeof v.key === 'string';
const LEAD_COLLECTIONS: ('demo_requests' | 'form_submissions')[] = ['demo_requests', 'form_submissions'];
/** The leads of an experiment counted by version, keyword match, campaign and (demo requests) sales status. */
type LeadCount = { variant: string; keyword_match: string | null; utm_campaign: string | null; status: string | null; n: number };

/** The count rows the database answered, each checked (a row without its version is left out). */
function leadCounts(rows: unknown): LeadCount[] {
  const list: unknown[] = Array.isArray(rows) ? rows : [];
  const out: LeadCount[] = [];
  for (const r of list) {
    if (typeof r !== 'object' || r === null || !('variant' in r) || typeof r.variant !== 'string') continue;
    out.push({
      variant: r.variant,
      keyword_match: 'keyword_match' in r && typeof r.keyword_match === 'string' ? r.keyword_match : null,
      utm_campaign: 'utm_campaign' in r && typeof r.utm_campaign === 'string' ? r.utm_campaign : null,
      status: 'status' in r && typeof r.status === 'string' ? r.status : null,
      n: 'n' in r ? Number(r.n) || 0 : 0,
    });
  }
  return out;
}
type Experiment = {
  id: number;
  name: string;
  status: string;
  /** What decides it: every lead, or the leads sales qualified (issue 43). */
  goal: string | null;
  winner: string | null;
  variants: unknown;
  exposures: unknown;
  started_at: string | null;
  stopped_at: string | null;
  page: { id: number } | null;
};
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A breakdown's rows by version, then by what tells them apart. */
const sorted = (rows: Map<string, Breakdown>) =>
  [...rows.values()].sort((a, b) => a.variant.localeCompare(b.variant) || (a.value ?? '').localeCompare(b.value ?? ''));

/** The counts sent, each checked; null when the body is not a list of them. */
function parseCounts(body: unknown): Count[] | null {
  const sent: unknown = typeof body === 'object' && body !== null && 'counts' in body ? body.counts : null;
  const list: unknown[] | null = Array.isArray(sent) ? sent : null;
  if (!list || list.length > 10_000) return null;
  const out: Count[] = [];
  for (const c of list) {
    if (typeof c !== 'object' || c === null || !('experiment' in c && 'day' in c && 'variant' in c && 'n' in c)) return null;
    const { experiment, day, variant, n } = c;
    if (typeof experiment !== 'number' || !Number.isInteger(experiment) || experiment <= 0 || typeof day !== 'string' || !DAY.test(day)) return null;
    if (!KEYS.has(variant) || typeof variant !== 'string' || typeof n !== 'number' || !Number.isInteger(n) || n <= 0 || n > 1_000_000) return null;
    out.push({ ...c, experiment, day, variant, n });
  }
  return out;
}

const asObject = (value: unknown): Record<string, unknown> => {
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return {};
    }
  }
  return value && typeof value === 'object' && !Array.isArray(value) ? { ...value } : {};
};

export default defineEndpoint({
  id: 'site-experiments',
  handler: (router, { database, services, getSchema }) => {
    const { ItemsService } = services;

    router.post('/exposures', async (req, res) => {
      const user = callerOf(req)?.user;
      if (!user) return res.status(401).json({ errors: [{ message: 'Only the site server adds visitor counts.' }] });
      const caller = await database<{ id: string; email: string | null }>('directus_users').select('email').where({ id: user }).first();
      if (caller?.email !== SITE_USER_EMAIL) return res.status(403).json({ errors: [{ message: 'Only the site server adds visitor counts.' }] });
      const counts = parseCounts(req.body);
      if (!counts) return res.status(400).json({ errors: [{ message: 'Expected {"counts": [{"experiment", "day", "variant", "n"}]}.' }] });
      const byExperiment = new Map<number, Count[]>();
      for (const c of counts) byExperiment.set(c.experiment, [...(byExperiment.get(c.experiment) ?? []), c]);
      const schema = await getSchema();
      let stored = 0;
      try {
        for (const [id, adds] of byExperiment) {
          await database.transaction(async (trx) => {
            const query = trx<{ id: number; exposures: unknown }>('experiments').select('id', 'exposures').where({ id });
            const row = await (dialectOf(trx) === 'pg' ? query.forUpdate() : query).first();
            if (!row) return;
            const exposures = asObject(row.exposures);
            for (const c of adds) {
              const day = asObject(exposures[c.day]);
              day[c.variant] = (Number(day[c.variant]) || 0) + c.n;
              exposures[c.day] = day;
            }
            const items = new ItemsService('experiments', { knex: trx, schema, accountability: null });
            await items.updateOne(id, { exposures }, { emitEvents: false, skipTracking: true, autoPurgeCache: false });
            stored += adds.length;
          });
        }
      } catch {
        return res.status(503).json({ errors: [{ message: 'Could not store the counts; send them again.' }] });
      }
      return res.status(200).json({ data: { stored } });
    });

    // The results of one experiment, for signed-in Data Studio users (its "See the results" link):
    // HTML in their Studio language, JSON with ?format=json.
    router.get('/results/:id', async (req, res) => {
      const accountability = callerOf(req);
      const user = accountability?.user;
      if (!user) return res.status(401).json({ errors: [{ message: 'Sign in to the Data Studio to see the results.' }] });
      const id = Number(req.params.id);
      const schema = await getSchema();
      const experiment = await new ItemsService<Experiment>('experiments', { knex: database, schema, accountability })
        .readOne(id, {
          fields: [
            'id',
            'name',
            'status',
            'goal',
            'winner',
            'variants',
            'exposures',
            'started_at',
            'stopped_at',
            'page.id',
            'page.title',
            'page.translation_key',
          ],
        })
        .catch(() => null);
      if (!experiment) return res.status(404).json({ errors: [{ message: 'No such experiment.' }] });
      const saved: unknown[] = Array.isArray(experiment.variants) ? experiment.variants : [];
      const variants = saved.filter(isVariant);
      // Each version's leads: demo requests (booked or not) and the other forms, by the version their
      // visitor saw; of the demo requests, those sales qualified and won (their status); and the same by
      // the keyword match the lead's landing page showed and by its campaign (issue 43). Counts only: no
      // lead leaves here.
      const leads = new Map<string, { demo_requests: number; form_submissions: number; qualified: number; won: number }>();
      const byMatch = new Map<string, Breakdown>();
      const byCampaign = new Map<string, Breakdown>();
      const count = (variant: string) => {
        const c = leads.get(variant) ?? { demo_requests: 0, form_submissions: 0, qualified: 0, won: 0 };
        leads.set(variant, c);
        return c;
      };
      const tally = (into: Map<string, Breakdown>, variant: string, value: string | null, n: number, qualified: number, won: number) => {
        const key = `${variant}|${value ?? ''}`;
        const c = into.get(key) ?? { variant, value, leads: 0, qualified: 0, won: 0 };
        c.leads += n;
        c.qualified += qualified;
        c.won += won;
        into.set(key, c);
      };
      for (const collection of LEAD_COLLECTIONS) {
        const columns = collection === 'demo_requests' ? ['variant', 'keyword_match', 'utm_campaign', 'status'] : ['variant', 'keyword_match', 'utm_campaign'];
        const rows = leadCounts(await database(collection).where({ experiment: id }).whereNotNull('variant').select(columns).count('* as n').groupBy(columns));
        for (const row of rows) {
          const { n } = row;
          const qualified = row.status === 'qualified' || row.status === 'won' ? n : 0;
          const won = row.status === 'won' ? n : 0;
          const c = count(row.variant);
          c[collection] += n;
          c.qualified += qualified;
          c.won += won;
          tally(byMatch, row.variant, row.keyword_match, n, qualified, won);
          tally(byCampaign, row.variant, row.utm_campaign, n, qualified, won);
        }
      }
      const goal = experiment.goal === 'qualified' ? 'qualified' : 'leads';
      const exposures: Record<string, Record<string, unknown> | null> =
        experiment.exposures && typeof experiment.exposures === 'object' ? { ...experiment.exposures } : {};
      const visitors = (key: string) => Object.values(exposures).reduce((sum, day) => sum + (Number(day?.[key]) || 0), 0);
      const counts = variants.map((v) => {
        const l = leads.get(v.key) ?? { demo_requests: 0, form_submissions: 0, qualified: 0, won: 0 };
        const all = l.demo_requests + l.form_submissions;
        return {
          key: v.key,
          weight: Number(v.weight) || 0,
          visitors: visitors(v.key),
          // What the rate and the comparison count: every lead, or the qualified ones (the test's goal).
          conversions: goal === 'qualified' ? l.qualified : all,
          leads: all,
          demoRequests: l.demo_requests,
          qualified: l.qualified,
          won: l.won,
        };
      });
      const result = experimentResult(counts.map((c) => ({ key: c.key, weight: c.weight, visitors: c.visitors, leads: c.conversions })));
      // The page itself (A) in each language, and the versions: links to open them in the Studio.
      const control = experiment.page?.id
        ? await database<{ id: number; translation_key: string | null }>('pages').select('translation_key').where({ id: experiment.page.id }).first()
        : null;
      const pages = await database<{ id: number; locale: string; variant: string | null; status: string; experiment: number; translation_key: string | null }>(
        'pages',
      )
        .select('id', 'locale', 'variant', 'status')
        .where({ experiment: id })
        .orWhere((q) => q.where({ translation_key: control?.translation_key ?? null }).whereNull('variant'));
      const data: ResultsData & { minimums: { visitors: number; leads: number } } = {
        experiment: {
          id,
          name: experiment.name,
          status: experiment.status,
          winner: experiment.winner,
          started_at: experiment.started_at,
          stopped_at: experiment.stopped_at,
        },
        ...result,
        goal,
        variants: result.variants.map((v, i) => ({
          ...v,
          conversions: v.leads,
          leads: counts[i]?.leads ?? 0,
          demoRequests: counts[i]?.demoRequests ?? 0,
          qualified: counts[i]?.qualified ?? 0,
          won: counts[i]?.won ?? 0,
        })),
        byMatch: sorted(byMatch),
        byCampaign: sorted(byCampaign),
        days: Object.keys(exposures)
          .sort()
          .map((day) => ({ day, visitors: exposures[day] ?? null })),
        pages: pages.map((p) => ({ id: p.id, locale: p.locale, key: p.variant ?? 'A', status: p.status })),
        minimums: { visitors: MIN_VISITORS, leads: MIN_LEADS },
      };
      res.set('Cache-Control', 'no-store');
      if (req.query.format === 'json') return res.json({ data });
      const reader = await database<{ id: string; language: string | null }>('directus_users').select('language').where({ id: user }).first();
      return res.type('html').send(resultsPage(data, languageOf(reader?.language, req.get('accept-language'))));
    });
  },
});
