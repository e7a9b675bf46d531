// Small helpers setup's seeds share (the schema, the dashboard, the presets): comparing a seeded row with what is
// stored, and the translation strings (`directus_translations`) the app shows for `$t:<key>` names.
import { z } from 'zod';
import type { Rest } from '../lib/rest.ts';

/** Stable JSON, so that key order never counts as a difference. */
export function stable(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stable).join(',')}]`;
  if (v && typeof v === 'object') {
    return `{${Object.entries(v)
      .filter(([, x]) => x !== undefined)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, x]) => `${JSON.stringify(k)}:${stable(x)}`)
      .join(',')}}`;
  }
  return JSON.stringify(v ?? null);
}

/** The declared keys whose stored value differs (null when none does). Keys the code does not declare are left alone. */
export function differs(declared: Record<string, unknown>, stored: Record<string, unknown> | null): Record<string, unknown> | null {
  const patch: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(declared)) {
    if (stable(v) !== stable(stored?.[k])) patch[k] = v;
  }
  return Object.keys(patch).length ? patch : null;
}

/** One translation string in the two Data Studio languages the project uses (see directus/schema/collections.ts). */
export type StudioString = { key: string; en: string; fr: string };

const StoredTranslation = z.object({ id: z.string(), key: z.string(), language: z.string(), value: z.string().nullable() });

/**
 * Makes `directus_translations` hold these keys in en-US and fr-FR, idempotently: missing rows are
 * created, a changed value is set back. The app loads the rows of the user's language and shows them
 * wherever it translates a `$t:<key>` string.
 */
export async function applyTranslations(rest: Rest, strings: StudioString[]): Promise<string[]> {
  if (strings.length === 0) return [];
  const keys = strings.map((s) => s.key);
  const stored = z
    .array(StoredTranslation)
    .parse(await rest.get(`/translations?limit=-1&fields=id,key,language,value&filter[key][_in]=${encodeURIComponent(keys.join(','))}`));
  const wanted = strings.flatMap((s) => [
    { key: s.key, language: 'en-US', value: s.en },
    { key: s.key, language: 'fr-FR', value: s.fr },
  ]);
  const changes: string[] = [];
  const missing = wanted.filter((w) => !stored.some((s) => s.key === w.key && s.language === w.language));
  if (missing.length) {
    await rest.post('/translations', missing);
    for (const m of missing) changes.push(`added translation ${m.key} (${m.language}): ${m.value}`);
  }
  for (const w of wanted) {
    const s = stored.find((t) => t.key === w.key && t.language === w.language);
    if (s && s.value !== w.value) {
      await rest.patch(`/translations/${s.id}`, { value: w.value });
      changes.push(`updated translation ${w.key} (${w.language}): ${w.value}`);
    }
  }
  return changes;
}
