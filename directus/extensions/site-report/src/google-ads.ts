// Google Ads offline conversions (issue 29): the demo requests sales qualified or won, that came from
// an ad click whose id the visitor let us keep (gclid, stored only with advertising consent), as the
// rows of Google Ads' "conversions from clicks" import file. Each lead gives a "qualified" conversion
// at the time it was first qualified and, once won, a "won" conversion at that time: the times never
// change once set (extensions/site-lead-status), so importing the same file again adds nothing.
import { wallClock } from '../../../../schemas/wall-clock.ts';

export const HEADER = ['Google Click ID', 'Conversion Name', 'Conversion Time', 'Conversion Value', 'Conversion Currency'];

/** Google's click ids are kept for 90 days; older clicks cannot be attributed. */
export const CLICK_WINDOW_DAYS = 90;

/** `2026-11-26 14:05:00-05:00`: the time in `timeZone` with its offset, as Google Ads reads a conversion time. */
export function conversionTime(date: Date, timeZone: string): string {
  const c = wallClock(date, timeZone);
  return `${c.year}-${c.month}-${c.day} ${c.hour}:${c.minute}:${c.second}${c.offset}`;
}

type When = string | Date | number | null | undefined;
export type QualifiedLead = { gclid: string | null; status: string; qualified_at: When; won_at: When };
export type Conversion = { name: string; value: number };
export type ExportSettings = { since: Date; qualified: Conversion; won: Conversion; currency: string };

/** The import's rows: one per conversion, oldest first. */
export function conversionRows(leads: QualifiedLead[], o: ExportSettings & { timeZone: string }): string[][] {
  const rows: { date: Date; cells: string[] }[] = [];
  for (const lead of leads) {
    if (!lead.gclid || !['qualified', 'won'].includes(lead.status)) continue;
    const events: [When, Conversion][] = [
      [lead.qualified_at, o.qualified],
      [lead.status === 'won' ? lead.won_at : null, o.won],
    ];
    for (const [at, conversion] of events) {
      if (at === null || at === undefined || at === '') continue;
      const date = new Date(typeof at === 'string' && !/[zZ]|[+-]\d\d:?\d\d$/.test(at) ? `${at}Z` : at);
      if (Number.isNaN(date.getTime()) || date < o.since) continue;
      rows.push({ date, cells: [lead.gclid, conversion.name, conversionTime(date, o.timeZone), String(conversion.value), o.currency] });
    }
  }
  return rows.sort((a, b) => a.date.getTime() - b.date.getTime()).map((r) => r.cells);
}

/**
 * One CSV cell. A cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return is a formula to
 * Excel, LibreOffice and Google Sheets, which a marketer may open the file in before uploading it;
 * the click id comes from the visitor's address bar (`?gclid==HYPERLINK(...)`), so such a cell is
 * neutralised the way OWASP advises: a leading `'` makes it text. Google's click ids are base64url
 * text that in practice starts with a letter (`Cj0…`, `EAIa…`), so no real one is changed; a
 * neutralised row fails Google's import as an unknown click, which is the right end for it.
 */
export function csvCell(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n\t']/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The CSV file: the header row, then the rows, CRLF line ends as spreadsheets write them. */
export function toCsv(rows: string[][]): string {
  return [HEADER, ...rows].map((r) => r.map((v) => csvCell(String(v))).join(',')).join('\r\n') + '\r\n';
}

type Texts = {
  lang: string;
  title: string;
  intro: string;
  qualified: string;
  won: string;
  value: string;
  currency: string;
  since: string;
  names: string;
  download: string;
  count: (n: number) => string;
  zone: (z: string) => string;
};

const TEXT: Record<'en' | 'fr', Texts> = {
  en: {
    lang: 'en',
    title: 'Export conversions for Google Ads',
    intro:
      'Demo requests that sales marked Qualified or Won and that came from a Google Ads click (the visitor allowed advertising, so the click id was kept), as a file to upload in Google Ads under Goals › Conversions › Uploads. Each lead gives its Qualified conversion and, once won, its Won conversion, at the times they happened; uploading the same file again adds nothing.',
    qualified: 'Conversion action for qualified leads',
    won: 'Conversion action for won leads',
    value: 'Value',
    currency: 'Currency',
    since: 'Conversions since',
    names: 'Use the names of the conversion actions, of source “Import”, as they are in Google Ads.',
    download: 'Download the file (CSV)',
    count: (n: number) => `${n} conversion${n === 1 ? '' : 's'} to export with these settings.`,
    zone: (z: string) => `Times are given in ${z}, with their offset.`,
  },
  fr: {
    lang: 'fr-CA',
    title: 'Exporter les conversions pour Google Ads',
    intro:
      'Les demandes de démo que les ventes ont marquées Qualifiée ou Gagnée et qui proviennent d’un clic Google Ads (le visiteur a accepté la publicité, l’identifiant de clic a donc été conservé), dans un fichier à téléverser dans Google Ads sous Objectifs › Conversions › Importations. Chaque prospect donne sa conversion Qualifiée et, une fois gagné, sa conversion Gagnée, aux moments où elles ont eu lieu; téléverser de nouveau le même fichier n’ajoute rien.',
    qualified: 'Action de conversion des prospects qualifiés',
    won: 'Action de conversion des prospects gagnés',
    value: 'Valeur',
    currency: 'Devise',
    since: 'Conversions depuis le',
    names: 'Inscrivez le nom des actions de conversion, de source « Importation », tel qu’il figure dans Google Ads.',
    download: 'Télécharger le fichier (CSV)',
    count: (n: number) => `${n} conversion${n > 1 ? 's' : ''} à exporter avec ces réglages.`,
    zone: (z: string) => `Les heures sont données dans le fuseau ${z}, avec leur décalage.`,
  },
};

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const esc = (s: string | number) => String(s).replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/** The export's page: its settings as a form (GET: the file's address says what is in it) and how many rows they give. */
export function exportPage(settings: ExportSettings, count: number, timeZone: string, language: 'en' | 'fr'): string {
  const t = TEXT[language];
  const input = (name: string, label: string, value: string | number, type = 'text', extra = '') =>
    `<label for="${name}">${esc(label)}</label><input id="${name}" name="${name}" type="${type}" value="${esc(value)}" required ${extra}>`;
  return `<!doctype html>
<html lang="${t.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(t.title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#13233a;background:#f7f9f8}main{max-width:44rem;margin:0 auto;padding:1.5rem}
h1{font-size:1.5rem}form{display:grid;gap:.35rem;background:#fff;padding:1rem 1.25rem;border:1px solid #d8e0dc}label{font-weight:600;margin-top:.5rem}
input{font:inherit;padding:.45rem .6rem;border:1px solid #8a9aa8;border-radius:4px}.row{display:grid;grid-template-columns:1fr 1fr;gap:.75rem}
.row>div{display:grid;gap:.35rem}button{font:inherit;font-weight:600;margin-top:1rem;padding:.65rem 1rem;background:#0b7a55;color:#fff;border:0;border-radius:4px;cursor:pointer}
button:focus-visible,input:focus-visible{outline:3px solid #13233a;outline-offset:2px}.muted{color:#4a5a6e;font-size:.9rem}</style></head>
<body><main><h1>${esc(t.title)}</h1><p>${esc(t.intro)}</p>
<p><strong>${esc(t.count(count))}</strong> <span class="muted">${esc(t.zone(timeZone))}</span></p>
<form method="get" action="/site-report/google-ads.csv">
${input('qualified', t.qualified, settings.qualified.name)}
<div class="row"><div>${input('qualified_value', t.value, settings.qualified.value, 'number', 'min="0" step="any"')}</div><div>${input('currency', t.currency, settings.currency, 'text', 'pattern="[A-Za-z]{3}" maxlength="3"')}</div></div>
${input('won', t.won, settings.won.name)}
${input('won_value', t.value, settings.won.value, 'number', 'min="0" step="any"')}
${input('since', t.since, settings.since.toISOString().slice(0, 10), 'date')}
<p class="muted">${esc(t.names)}</p>
<button type="submit">${esc(t.download)}</button>
</form></main></body></html>`;
}

/** The export's settings from its query, each with a default. */
export function exportSettings(query: Record<string, unknown>, now = new Date()): ExportSettings {
  const text = (v: unknown, fallback: string) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 100) : fallback);
  const number = (v: unknown, fallback: number) => {
    const n = Number(v);
    return typeof v === 'string' && v !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
  };
  const earliest = new Date(now.getTime() - CLICK_WINDOW_DAYS * 24 * 3600 * 1000);
  const since = query['since'];
  const asked = typeof since === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(since) ? new Date(`${since}T00:00:00Z`) : earliest;
  return {
    qualified: { name: text(query['qualified'], 'Qualified lead'), value: number(query['qualified_value'], 1) },
    won: { name: text(query['won'], 'Won customer'), value: number(query['won_value'], 1) },
    currency: typeof query['currency'] === 'string' && /^[A-Za-z]{3}$/.test(query['currency']) ? query['currency'].toUpperCase() : 'CAD',
    since: Number.isNaN(asked.getTime()) ? earliest : asked,
  };
}
