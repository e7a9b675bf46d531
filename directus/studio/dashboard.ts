// The "Leads" Insights dashboard of the Data Studio (issue 27): what the site's forms brought in, by
// day, by campaign and by landing page, the newsletter's confirmed subscribers, and the mail outbox
// (what waits, what was given up). Seeded idempotently with fixed ids: a missing dashboard or panel is
// created, a seeded one that differs from this file is set back (a panel an admin deleted comes back),
// and panels someone added are left alone.
//
// Names in two languages. Directus 12.4 has one `name` string per dashboard and per panel, and the app
// does NOT translate `$t:<key>` there: the insights store keeps `GET /dashboards` and `GET /panels` as
// they come (`insightsStore` hydrate), the navigation lists `name: e.name`, the dashboard page's header
// is `title: A.value.name` and each tile gets `name: n.name`, all rendered as plain text
// (v-text-overflow), whereas the same app passes flow names through its `$t:` translator (`Ah(name)`)
// and bookmark names too (`navigation-bookmark`: `Ah(n.bookmark.bookmark)`). A `$t:leads` name would
// show "$t:leads" to everyone. Two dashboards, one per language, would both show to everyone (a
// dashboard cannot be limited to some users on Core: no filtered permissions) and double the panels
// to keep in step. So each name carries both languages, English first, as "Leads · Prospects": every
// marketer reads their own, on one dashboard.
import { z } from 'zod';
import type { Rest } from '../lib/rest.ts';
import { LEADS_DASHBOARD_ID } from './ids.ts';
import { differs } from '../lib/differs.ts';

export const LEADS_DASHBOARD = {
  id: LEADS_DASHBOARD_ID,
  name: 'Leads · Prospects',
  icon: 'leaderboard',
  color: '#2ECDA7',
  note: 'Demo requests, bookings, sign-ups and the mail outbox. · Demandes de démo, réservations, inscriptions et courriels sortants.',
} as const;

/** The panels' fixed ids (directus_panels.id), one per panel this file seeds. */
export const LEADS_PANEL_IDS = {
  subscribers: '6d1f6f0e-8c3b-4d4a-9a57-0c5e2b7a1f01',
  mailWaiting: '6d1f6f0e-8c3b-4d4a-9a57-0c5e2b7a1f02',
  mailGivenUp: '6d1f6f0e-8c3b-4d4a-9a57-0c5e2b7a1f03',
  requests30Days: '6d1f6f0e-8c3b-4d4a-9a57-0c5e2b7a1f04',
  requestsPerDay: '6d1f6f0e-8c3b-4d4a-9a57-0c5e2b7a1f05',
  bookingsPerDay: '6d1f6f0e-8c3b-4d4a-9a57-0c5e2b7a1f06',
  confirmationsPerDay: '6d1f6f0e-8c3b-4d4a-9a57-0c5e2b7a1f07',
  latestRequests: '6d1f6f0e-8c3b-4d4a-9a57-0c5e2b7a1f08',
  requestsByCampaign: '6d1f6f0e-8c3b-4d4a-9a57-0c5e2b7a1f09',
  requestsByLandingPage: '6d1f6f0e-8c3b-4d4a-9a57-0c5e2b7a1f0a',
  submissionsByCampaign: '6d1f6f0e-8c3b-4d4a-9a57-0c5e2b7a1f0b',
  submissionsByLandingPage: '6d1f6f0e-8c3b-4d4a-9a57-0c5e2b7a1f0c',
  latestSubmissions: '6d1f6f0e-8c3b-4d4a-9a57-0c5e2b7a1f0d',
  givenUpMails: '6d1f6f0e-8c3b-4d4a-9a57-0c5e2b7a1f0e',
  requestsByKeywordMatch: '6d1f6f0e-8c3b-4d4a-9a57-0c5e2b7a1f0f',
} as const;

/** How far back the charts look. The time series use it as their range, the bar charts as a filter. */
export const LEADS_WINDOW = '30 days';

const COLORS = { requests: '#6644FF', bookings: '#2ECDA7', newsletter: '#3399FF', warning: '#E35169' } as const;

type Filter = Record<string, unknown>;
// Panels on a grid of 18 px cells, 42 wide (756 px): the whole dashboard fits beside the Studio's
// navigation and its open side panel at 1,440 px.
type Place = { x: number; y: number; width: number; height: number };

export type PanelDef = {
  id: string;
  dashboard: string;
  name: string;
  icon: string;
  color: string | null;
  note: string | null;
  type: 'metric' | 'time-series' | 'bar-chart' | 'list';
  show_header: boolean;
  position_x: number;
  position_y: number;
  width: number;
  height: number;
  options: Record<string, unknown>;
};

const panel = (
  id: string,
  type: PanelDef['type'],
  text: { name: string; note: string },
  look: { icon: string; color: string | null },
  at: Place,
  options: Record<string, unknown>,
): PanelDef => ({
  id,
  dashboard: LEADS_DASHBOARD_ID,
  name: text.name,
  icon: look.icon,
  color: look.color,
  note: text.note,
  type,
  show_header: true,
  position_x: at.x,
  position_y: at.y,
  width: at.width,
  height: at.height,
  options,
});

// Options as the 12.4 app's panel editors write them (read from @directus/app's bundle): the app builds
// each panel's query from these (see tests/integration/studio.test.ts, which runs the same queries).

/** `metric`: one aggregate, `{ aggregate: { count: [field] }, filter }`. */
const count = (collection: string, filter: Filter, extra: Record<string, unknown> = {}) => ({
  collection,
  field: 'id',
  function: 'count',
  filter,
  numberStyle: 'decimal',
  notation: 'standard',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
  textAlign: 'center',
  fontWeight: 800,
  font: 'sans-serif',
  ...extra,
});

/** `time-series`: `{ group: [year(f), month(f), day(f)], aggregate: { count: [id] }, filter: _and [filter, f >= $NOW(-range), f <= $NOW] }`. */
const perDay = (collection: string, dateField: string, filter: Filter | null, color: string) => ({
  collection,
  dateField,
  valueField: 'id',
  function: 'count',
  precision: 'day',
  range: LEADS_WINDOW,
  filter,
  color,
  decimals: 0,
  curveType: 'smooth',
  fillType: 'gradient',
  missingData: '0',
  showXAxis: true,
  showYAxis: true,
});

/** `bar-chart`: `{ group: [xAxis], aggregate: { count: [id] }, filter }`; groups whose value is empty are not drawn. */
const byField = (collection: string, xAxis: string, color: string) => ({
  collection,
  xAxis,
  yAxis: 'id',
  function: 'count',
  horizontal: true,
  decimals: 0,
  color,
  filter: { _and: [{ date_created: { _gte: `$NOW(-${LEADS_WINDOW})` } }] },
  showAxisLabels: 'both',
  showDataLabel: true,
});

/** `list`: `{ fields: [id, ...template fields], sort: -sortField, limit, filter }`; a click opens the item in a drawer. */
const latest = (collection: string, displayTemplate: string, filter: Filter, limit = 8) => ({
  collection,
  displayTemplate,
  sortField: 'date_created',
  sortDirection: 'desc',
  limit,
  filter,
  linkToItem: true,
});

const NEWSLETTER_CONFIRMED = { _and: [{ type: { _eq: 'newsletter' } }, { subscription_status: { _eq: 'confirmed' } }] };
const QUEUED = { _and: [{ status: { _eq: 'queued' } }] };
const GIVEN_UP = { _and: [{ status: { _eq: 'failed' } }] };
const P = LEADS_PANEL_IDS;

/**
 * Where one kind of lead came from over the window: by campaign, a whole row wide (campaign names are
 * long, and they are what a marketer compares), and by landing page, half a row.
 */
const whereFrom = (
  ids: { byCampaign: string; byLandingPage: string },
  collection: 'demo_requests' | 'form_submissions',
  what: { en: string; fr: string; noteEn: string; noteFr: string },
  color: string,
  at: { campaign: Place; page: Place },
): PanelDef[] => [
  panel(
    ids.byCampaign,
    'bar-chart',
    {
      name: `${what.en} by campaign · ${what.fr} par campagne`,
      note: `${what.noteEn}, last 30 days, by utm_campaign; those without a campaign are not drawn. · ${what.noteFr}, 30 derniers jours, par utm_campaign; ceux sans campagne ne sont pas affichés.`,
    },
    { icon: 'campaign', color },
    at.campaign,
    byField(collection, 'utm_campaign', color),
  ),
  panel(
    ids.byLandingPage,
    'bar-chart',
    {
      name: `${what.en} by page · ${what.fr} par page`,
      note: `${what.noteEn}, last 30 days, by the page the visit landed on. · ${what.noteFr}, 30 derniers jours, selon la page d’arrivée de la visite.`,
    },
    { icon: 'web', color },
    at.page,
    byField(collection, 'landing_path', color),
  ),
];

// Names are short enough to read whole in a tile (both languages in one string: see the top of this
// file); the notes, behind each tile's (i), say exactly what is counted.
export const LEADS_PANELS: PanelDef[] = [
  // The figures to glance at, two by two so that their names fit.
  panel(
    P.subscribers,
    'metric',
    {
      name: 'Subscribers · Abonnés',
      note: 'Addresses that confirmed their subscription and have not left. · Adresses qui ont confirmé leur abonnement et ne se sont pas désabonnées.',
    },
    { icon: 'mark_email_read', color: COLORS.newsletter },
    { x: 1, y: 1, width: 21, height: 6 },
    count('form_submissions', NEWSLETTER_CONFIRMED),
  ),
  panel(
    P.requests30Days,
    'metric',
    { name: 'Requests, 30 days · Demandes, 30 jours', note: 'Demo requests received in the last 30 days. · Demandes de démo reçues ces 30 derniers jours.' },
    { icon: 'event_available', color: COLORS.requests },
    { x: 22, y: 1, width: 21, height: 6 },
    count('demo_requests', { _and: [{ date_created: { _gte: `$NOW(-${LEADS_WINDOW})` } }] }),
  ),
  panel(
    P.mailWaiting,
    'metric',
    {
      name: 'E-mails waiting · En attente',
      note: 'Queued e-mails the site has not sent yet; it retries for a day. · Courriels en file que le site n’a pas encore envoyés; il réessaie pendant une journée.',
    },
    { icon: 'schedule_send', color: null },
    { x: 1, y: 7, width: 21, height: 6 },
    count('mail_outbox', QUEUED),
  ),
  panel(
    P.mailGivenUp,
    'metric',
    {
      name: 'E-mails given up · Abandonnés',
      note: 'E-mails the site stopped trying to send: see the list below to send one again. · Courriels que le site a cessé d’envoyer : voir la liste plus bas pour en renvoyer un.',
    },
    { icon: 'cancel_schedule_send', color: COLORS.warning },
    { x: 22, y: 7, width: 21, height: 6 },
    count('mail_outbox', GIVEN_UP, { conditionalFormatting: [{ operator: '>=', value: '1', color: COLORS.warning }] }),
  ),
  // Leads per day over the window.
  panel(
    P.requestsPerDay,
    'time-series',
    {
      name: 'Requests per day · Demandes par jour',
      note: 'Every demo request, by the day it arrived. · Chaque demande de démo, selon le jour de réception.',
    },
    { icon: 'show_chart', color: COLORS.requests },
    { x: 1, y: 13, width: 21, height: 12 },
    perDay('demo_requests', 'date_created', null, COLORS.requests),
  ),
  panel(
    P.bookingsPerDay,
    'time-series',
    {
      name: 'Bookings per day · Réservations par jour',
      note: 'Demo requests that hold a time, by the day they were made (cancelled ones are not counted). · Demandes de démo qui ont une plage réservée, selon le jour de la demande (les annulées ne comptent pas).',
    },
    { icon: 'event', color: COLORS.bookings },
    { x: 22, y: 13, width: 21, height: 12 },
    perDay('demo_requests', 'date_created', { _and: [{ starts_at: { _nnull: true } }] }, COLORS.bookings),
  ),
  panel(
    P.confirmationsPerDay,
    'time-series',
    {
      name: 'Sign-ups confirmed · Inscriptions confirmées',
      note: 'Newsletter sign-ups confirmed through the e-mailed link, by the day of confirmation. · Inscriptions à l’infolettre confirmées par le lien envoyé, selon le jour de confirmation.',
    },
    { icon: 'mark_email_read', color: COLORS.newsletter },
    { x: 1, y: 25, width: 21, height: 12 },
    perDay('form_submissions', 'confirmed_at', { _and: [{ type: { _eq: 'newsletter' } }] }, COLORS.newsletter),
  ),
  panel(
    P.latestRequests,
    'list',
    {
      name: 'Latest requests · Dernières demandes',
      note: 'The latest demo requests: click one to open it. · Les dernières demandes de démo : cliquez sur une demande pour l’ouvrir.',
    },
    { icon: 'list', color: COLORS.requests },
    { x: 22, y: 25, width: 21, height: 12 },
    latest('demo_requests', '{{name}} · {{company}} · {{utm_campaign}}', {}),
  ),
  // Where the leads came from, over the window: campaigns first, then landing pages side by side.
  ...whereFrom(
    { byCampaign: P.requestsByCampaign, byLandingPage: P.requestsByLandingPage },
    'demo_requests',
    { en: 'Requests', fr: 'Demandes', noteEn: 'Demo requests', noteFr: 'Demandes de démo' },
    COLORS.requests,
    { campaign: { x: 1, y: 37, width: 42, height: 12 }, page: { x: 1, y: 61, width: 21, height: 14 } },
  ),
  ...whereFrom(
    { byCampaign: P.submissionsByCampaign, byLandingPage: P.submissionsByLandingPage },
    'form_submissions',
    {
      en: 'Forms',
      fr: 'Formulaires',
      noteEn: 'Newsletter, Stride waitlist and report forms',
      noteFr: 'Formulaires d’infolettre, de liste d’attente Stride et de rapport',
    },
    COLORS.newsletter,
    { campaign: { x: 1, y: 49, width: 42, height: 12 }, page: { x: 22, y: 61, width: 21, height: 14 } },
  ),
  // The latest sign-ups, and the e-mails that need a person.
  panel(
    P.latestSubmissions,
    'list',
    {
      name: 'Latest forms · Derniers formulaires',
      note: 'The latest form submissions: click one to open it. · Les derniers formulaires reçus : cliquez sur un formulaire pour l’ouvrir.',
    },
    { icon: 'inbox', color: COLORS.newsletter },
    { x: 1, y: 75, width: 21, height: 12 },
    // Leads only: data requests are listed in their own bookmark (decision 0019).
    latest('form_submissions', '{{type}} · {{email}} · {{utm_campaign}}', { _and: [{ type: { _neq: 'privacy' } }] }),
  ),
  panel(
    P.givenUpMails,
    'list',
    {
      name: 'Given-up e-mails · Courriels abandonnés',
      note: 'To send one again, open it, set its status back to Queued and its “Give up after” later. · Pour en renvoyer un, ouvrez-le, remettez son statut à En file et repoussez « Abandon après ».',
    },
    { icon: 'cancel_schedule_send', color: COLORS.warning },
    { x: 22, y: 75, width: 21, height: 12 },
    latest('mail_outbox', '{{kind}} · {{to}} · {{last_error}}', GIVEN_UP),
  ),
  // Which of a lander's keyword matches brought the demo requests (issue 43).
  panel(
    P.requestsByKeywordMatch,
    'bar-chart',
    {
      name: 'Requests by keyword match · Demandes par correspondance de mot-clé',
      note: 'Demo requests, last 30 days, by the keyword match their landing page showed; those that saw the page’s own words are not drawn. · Demandes de démo, 30 derniers jours, selon la correspondance de mot-clé que leur page d’arrivée a montrée; celles qui ont vu les mots de la page ne sont pas affichées.',
    },
    { icon: 'manage_search', color: COLORS.requests },
    { x: 1, y: 87, width: 42, height: 12 },
    byField('demo_requests', 'keyword_match', COLORS.requests),
  ),
];

const StoredRow = z.record(z.string(), z.unknown());
const StoredPanel = z.object({ id: z.string() }).catchall(z.unknown());

/**
 * Makes the Leads dashboard and its panels match this file. Returns what it changed, one line each
 * (empty when Directus already matched).
 */
export async function applyLeadsDashboard(rest: Rest): Promise<string[]> {
  const changes: string[] = [];
  const { id, ...dashboard } = LEADS_DASHBOARD;
  // A filtered list, not GET /dashboards/:id, which answers 403 for a missing id.
  const [stored] = z.array(StoredRow).parse(await rest.get(`/dashboards?filter[id][_eq]=${id}&fields=id,name,icon,color,note`));
  if (!stored) {
    await rest.post('/dashboards', LEADS_DASHBOARD);
    changes.push(`created dashboard "${LEADS_DASHBOARD.name}"`);
  } else {
    const patch = differs(dashboard, stored);
    if (patch) {
      await rest.patch(`/dashboards/${id}`, patch);
      changes.push(`updated dashboard "${LEADS_DASHBOARD.name}" (${Object.keys(patch).join(', ')})`);
    }
  }

  // By id, wherever they are: a seeded panel moved to another dashboard comes back to this one.
  const ids = LEADS_PANELS.map((p) => p.id).join(',');
  const panels = z.array(StoredPanel).parse(await rest.get(`/panels?limit=-1&fields=*&filter[id][_in]=${ids}`));
  const byId = new Map(panels.map((p) => [p.id, p]));
  const missing = LEADS_PANELS.filter((p) => !byId.has(p.id));
  if (missing.length) {
    await rest.post('/panels', missing);
    for (const p of missing) changes.push(`created panel "${p.name}"`);
  }
  for (const p of LEADS_PANELS) {
    const s = byId.get(p.id);
    if (!s) continue;
    const { id: panelId, ...declared } = p;
    const patch = differs(declared, s);
    if (patch) {
      await rest.patch(`/panels/${panelId}`, patch);
      changes.push(`updated panel "${p.name}" (${Object.keys(patch).join(', ')})`);
    }
  }
  return changes;
}
