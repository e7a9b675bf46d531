// Small helpers setup's seeds share (the schema, the dashboard, the presets): comparing a seeded row with what is
// stored. Translated texts go through directus/schema/studio-texts.ts.

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
