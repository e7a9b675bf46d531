// The results page of an A/B experiment (decision 0018), in the Data Studio user's language: each
// version's visitors, leads, conversion rate with its 95 % interval and chance to beat A; a warning
// when the split strays from the weights; "not enough data yet" below the minimums; visitors per day.
import { esc } from '../../../lib/html.ts';
import type { VariantResult } from '../../../lib/experiment-stats.ts';

/** What the page shows: the endpoint's JSON answer (extensions/site-experiments). */
export type ResultsData = {
  experiment: { id: number; name: string; status: string; winner: string | null; started_at: string | null; stopped_at: string | null };
  /** What the rate and the chance to beat A count: every lead, or the leads sales qualified. */
  goal: 'leads' | 'qualified';
  /** `leads`: every lead; `conversions`: what the goal counts (the rate's numerator); qualified and won: demo requests sales marked so. */
  variants: (VariantResult & { conversions: number; demoRequests: number; qualified: number; won: number })[];
  /** The leads of each version by the keyword match their landing page showed (null: none). */
  byMatch: Breakdown[];
  /** The leads of each version by their campaign (utm_campaign; null: none). */
  byCampaign: Breakdown[];
  sampleRatioMismatch: boolean;
  sampleRatioP: number | null;
  enoughData: boolean;
  days: { day: string; visitors: Record<string, unknown> | null }[];
  pages: { id: number; locale: string; key: string; status: string }[];
  minimums: { visitors: number; leads: number };
};

/** One row of a version's leads told apart by one thing their visit had (issue 43). */
export type Breakdown = { variant: string; value: string | null; leads: number; qualified: number; won: number };

const EN = {
  lang: 'en',
  title: (name: string) => `Results of ${name}`,
  back: 'Back to the test',
  status: { draft: 'Draft: not shown to visitors', running: 'Running', stopped: 'Stopped' },
  since: (d: string) => `since ${d}`,
  stoppedOn: (d: string) => `stopped on ${d}`,
  winner: (k: string) => `Winner: ${k}. Every visitor now gets version ${k}.`,
  noWinner: 'Stopped without a winner: every visitor gets the page itself (A).',
  version: 'Version',
  share: 'Share of new visitors',
  visitors: 'Visitors',
  leads: 'Leads',
  demos: (n: number) => `${n} demo request${n === 1 ? '' : 's'}`,
  qualified: 'Qualified',
  won: 'Won',
  rate: 'Conversion rate',
  qualifiedRate: 'Qualified-lead rate',
  goal: { leads: 'Decided on every lead.', qualified: 'Decided on qualified leads: the demo requests sales marked Qualified or Won.' },
  byMatch: 'Leads by keyword match',
  match: 'Keyword match',
  noMatch: 'none (the page’s own words)',
  byCampaign: 'Leads by campaign',
  campaign: 'Campaign (utm_campaign)',
  noCampaign: 'none',
  noLeads: 'No lead yet.',
  interval: (lo: string, hi: string) => `95 % between ${lo} and ${hi}`,
  beats: 'Chance to beat A',
  control: 'the page itself',
  notEnough: (v: string, l: string) => `Not enough data yet: wait until every version has ${v} visitors and the test ${l} leads before reading a winner.`,
  srm: (p: string) =>
    `Warning: the visitors are not split as the weights say (p = ${p}). Something is wrong with the test (a version that fails to load, a cache in front that ignores the variants cookie, bots): check it before trusting these figures.`,
  decide: 'To end the test, set its Status to Stopped and pick the Winner: every visitor then gets that version.',
  days: 'New visitors per day',
  day: 'Day (UTC)',
  pages: 'Pages of each version',
  noData: 'No visitor yet.',
  locale: { en: 'English', fr: 'French' },
  draftPage: 'draft',
  method:
    'Leads are demo requests and other forms sent by visitors who saw the version. The chance to beat A compares the two rates’ Beta distributions (a uniform prior); the interval is Wilson’s.',
};

const TEXT: Record<'en' | 'fr', typeof EN> = {
  en: EN,
  fr: {
    lang: 'fr-CA',
    title: (name) => `Résultats : ${name}`,
    back: 'Retour au test',
    status: { draft: 'Brouillon : non diffusé', running: 'En cours', stopped: 'Arrêté' },
    since: (d) => `depuis le ${d}`,
    stoppedOn: (d) => `arrêté le ${d}`,
    winner: (k) => `Gagnante : ${k}. Tous les visiteurs reçoivent maintenant la version ${k}.`,
    noWinner: 'Arrêté sans gagnante : tous les visiteurs reçoivent la page elle-même (A).',
    version: 'Version',
    share: 'Part des nouveaux visiteurs',
    visitors: 'Visiteurs',
    leads: 'Prospects',
    demos: (n) => `${n} demande${n > 1 ? 's' : ''} de démo`,
    qualified: 'Qualifiés',
    won: 'Gagnés',
    rate: 'Taux de conversion',
    qualifiedRate: 'Taux de prospects qualifiés',
    goal: {
      leads: 'Décidé sur tous les prospects.',
      qualified: 'Décidé sur les prospects qualifiés : les demandes de démo que les ventes ont marquées Qualifiée ou Gagnée.',
    },
    byMatch: 'Prospects par correspondance de mot-clé',
    match: 'Correspondance de mot-clé',
    noMatch: 'aucune (les mots de la page)',
    byCampaign: 'Prospects par campagne',
    campaign: 'Campagne (utm_campaign)',
    noCampaign: 'aucune',
    noLeads: 'Aucun prospect pour l’instant.',
    interval: (lo, hi) => `95 % entre ${lo} et ${hi}`,
    beats: 'Probabilité de battre A',
    control: 'la page elle-même',
    notEnough: (v, l) =>
      `Pas encore assez de données : attendez que chaque version compte ${v} visiteurs et le test ${l} prospects avant de désigner une gagnante.`,
    srm: (p) =>
      `Attention : les visiteurs ne sont pas répartis selon les poids (p = ${p}). Le test a un problème (une version qui ne se charge pas, un cache en amont qui ignore le témoin variants, des robots) : vérifiez-le avant de vous fier à ces chiffres.`,
    decide: 'Pour terminer le test, passez son statut à Arrêté et choisissez la gagnante : tous les visiteurs reçoivent alors cette version.',
    days: 'Nouveaux visiteurs par jour',
    day: 'Jour (UTC)',
    pages: 'Pages de chaque version',
    noData: 'Aucun visiteur pour l’instant.',
    locale: { en: 'anglais', fr: 'français' },
    draftPage: 'brouillon',
    method:
      'Les prospects sont les demandes de démo et les autres formulaires envoyés par les visiteurs qui ont vu la version. La probabilité de battre A compare les lois bêta des deux taux (a priori uniforme); l’intervalle est celui de Wilson.',
  },
};

/** A label of `dict` for `key`, or the key itself. */
const label = (dict: Record<string, string>, key: string) => dict[key] ?? key;

/** The Studio user's language (`fr-CA`, `en-US`), else the browser's; English by default. */
export function languageOf(studioLanguage: string | null | undefined, acceptLanguage: string | undefined): 'en' | 'fr' {
  const chosen = studioLanguage || String(acceptLanguage ?? '').split(',')[0] || 'en';
  return chosen.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

export function resultsPage(data: ResultsData, language: 'en' | 'fr'): string {
  const t = TEXT[language];
  const number = new Intl.NumberFormat(t.lang);
  const percent = new Intl.NumberFormat(t.lang, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const date = (iso: string | null) => (iso ? new Intl.DateTimeFormat(t.lang, { dateStyle: 'long' }).format(new Date(iso)) : '');
  const { experiment } = data;
  const totalWeight = data.variants.reduce((s, v) => s + v.weight, 0) || 1;

  const statusLine = [
    label(t.status, experiment.status),
    experiment.started_at ? t.since(date(experiment.started_at)) : '',
    experiment.status === 'stopped' && experiment.stopped_at ? t.stoppedOn(date(experiment.stopped_at)) : '',
  ]
    .filter(Boolean)
    .join(', ');

  const notices: string[] = [];
  if (experiment.status === 'stopped') notices.push(`<p class="notice done">${esc(experiment.winner ? t.winner(experiment.winner) : t.noWinner)}</p>`);
  if (data.sampleRatioMismatch) notices.push(`<p class="notice warn" role="alert">${esc(t.srm(data.sampleRatioP?.toExponential(1) ?? ''))}</p>`);
  if (!data.enoughData) notices.push(`<p class="notice">${esc(t.notEnough(number.format(data.minimums.visitors), number.format(data.minimums.leads)))}</p>`);
  else if (experiment.status === 'running') notices.push(`<p class="notice">${esc(t.decide)}</p>`);

  const rows = data.variants
    .map((v) => {
      const beats =
        v.beatsControl === null
          ? `<span class="muted">${esc(t.control)}</span>`
          : data.enoughData
            ? `<strong>${percent.format(v.beatsControl)}</strong>`
            : `<span class="muted">${percent.format(v.beatsControl)}</span>`;
      return `<tr${experiment.winner === v.key ? ' class="winner"' : ''}><th scope="row">${esc(v.key)}</th><td>${percent.format(v.weight / totalWeight)}</td><td>${number.format(v.visitors)}</td><td>${number.format(v.leads)}<br><span class="muted">${esc(t.demos(v.demoRequests))}</span></td><td>${number.format(v.qualified)}</td><td>${number.format(v.won)}</td><td>${percent.format(v.rate)}<br><span class="muted">${esc(t.interval(percent.format(v.low), percent.format(v.high)))}</span></td><td>${beats}</td></tr>`;
    })
    .join('\n');

  /** A version's leads told apart by one thing: the keyword match, the campaign. */
  const breakdown = (list: Breakdown[], heading: string, none: string) =>
    list.length
      ? `<table><thead><tr><th scope="col">${esc(t.version)}</th><th scope="col">${esc(heading)}</th><th scope="col">${esc(t.leads)}</th><th scope="col">${esc(t.qualified)}</th><th scope="col">${esc(t.won)}</th></tr></thead><tbody>${list
          .map(
            (m) =>
              `<tr><th scope="row">${esc(m.variant)}</th><td>${m.value ? esc(m.value) : `<span class="muted">${esc(none)}</span>`}</td><td>${number.format(m.leads)}</td><td>${number.format(m.qualified)}</td><td>${number.format(m.won)}</td></tr>`,
          )
          .join('')}</tbody></table>`
      : `<p>${esc(t.noLeads)}</p>`;

  const keys = data.variants.map((v) => v.key);
  const days = data.days.length
    ? `<table><thead><tr><th scope="col">${esc(t.day)}</th>${keys.map((k) => `<th scope="col">${esc(k)}</th>`).join('')}</tr></thead><tbody>${data.days
        .map((d) => `<tr><th scope="row">${esc(d.day)}</th>${keys.map((k) => `<td>${number.format(Number(d.visitors?.[k]) || 0)}</td>`).join('')}</tr>`)
        .join('')}</tbody></table>`
    : `<p>${esc(t.noData)}</p>`;

  const pages = keys
    .map((k) => {
      const links = data.pages
        .filter((p) => p.key === k)
        .sort((a, b) => a.locale.localeCompare(b.locale))
        .map((p) => `<a href="/admin/content/pages/${p.id}">${esc(label(t.locale, p.locale))}</a>${p.status === 'published' ? '' : ` (${esc(t.draftPage)})`}`)
        .join(' · ');
      return `<li><strong>${esc(k)}</strong>: ${links || '—'}</li>`;
    })
    .join('');

  return `<!doctype html>
<html lang="${t.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(t.title(experiment.name))}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#13233a;background:#f7f9f8}
main{max-width:64rem;margin:0 auto;padding:1.5rem}
h1{font-size:1.6rem;margin:.5rem 0 .25rem}h2{font-size:1.15rem;margin-top:2rem}
a{color:#075c40}.muted{color:#4a5a6e;font-size:.875rem}
.status{margin:0 0 1rem;color:#4a5a6e}
.notice{background:#fff;border-left:4px solid #0b7a55;padding:.75rem 1rem;margin:.75rem 0}
.notice.warn{border-color:#b3261e;background:#fdecea}.notice.done{border-color:#13233a}
.scroll{overflow-x:auto}
table{border-collapse:collapse;width:100%;background:#fff}
th,td{text-align:left;padding:.6rem .75rem;border-bottom:1px solid #d8e0dc;vertical-align:top}
thead th{background:#eef3f1;font-size:.875rem}
tr.winner th,tr.winner td{background:#e6f4ee}
ul{padding-left:1.25rem}
</style></head>
<body><main>
<p><a href="/admin/content/experiments/${experiment.id}">← ${esc(t.back)}</a></p>
<h1>${esc(t.title(experiment.name))}</h1>
<p class="status">${esc(statusLine)}</p>
${notices.join('\n')}
<div class="scroll"><table><thead><tr><th scope="col">${esc(t.version)}</th><th scope="col">${esc(t.share)}</th><th scope="col">${esc(t.visitors)}</th><th scope="col">${esc(t.leads)}</th><th scope="col">${esc(t.qualified)}</th><th scope="col">${esc(t.won)}</th><th scope="col">${esc(data.goal === 'qualified' ? t.qualifiedRate : t.rate)}</th><th scope="col">${esc(t.beats)}</th></tr></thead>
<tbody>
${rows}
</tbody></table></div>
<p class="muted">${esc(t.goal[data.goal])} ${esc(t.method)}</p>
<h2>${esc(t.byMatch)}</h2>
<div class="scroll">${breakdown(data.byMatch, t.match, t.noMatch)}</div>
<h2>${esc(t.byCampaign)}</h2>
<div class="scroll">${breakdown(data.byCampaign, t.campaign, t.noCampaign)}</div>
<h2>${esc(t.days)}</h2>
<div class="scroll">${days}</div>
<h2>${esc(t.pages)}</h2>
<ul>${pages}</ul>
</main></body></html>`;
}
