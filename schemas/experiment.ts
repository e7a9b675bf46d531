// A/B experiments on pages (decision 0018): the experiment as the site reads it from Directus, and the
// `variants` cookie that keeps each visitor on the version they were shown. Dependency-free but zod:
// the server, the Directus schema and the tests import it.
import { z } from 'zod';

/** A is the page itself (the control); B, C and D are its variants: at most four versions. */
export const VARIANT_KEYS = ['A', 'B', 'C', 'D'] as const;
export type VariantKey = (typeof VARIANT_KEYS)[number];
export const variantKeySchema = z.enum(VARIANT_KEYS);

export const EXPERIMENT_STATUSES = ['draft', 'running', 'stopped'] as const;
export type ExperimentStatus = (typeof EXPERIMENT_STATUSES)[number];

/** One version's share of new visitors: a weight, relative to the others (50/50, 70/30, 1/1/1). */
export const variantWeightSchema = z.object({ key: variantKeySchema, weight: z.number().int().min(0).max(1000) });

/** The variants list as stored: the control first, each key once, at most four. */
export const variantListSchema = z
  .array(variantWeightSchema)
  .max(VARIANT_KEYS.length)
  .transform((list) => {
    const seen = new Set<VariantKey>();
    const unique = list.filter((v) => !seen.has(v.key) && seen.add(v.key));
    const control = unique.find((v) => v.key === 'A') ?? { key: 'A' as const, weight: 0 };
    return [control, ...unique.filter((v) => v.key !== 'A')];
  });
export type VariantWeight = z.output<typeof variantWeightSchema>;

/** An experiment as the site needs it: which page (by its translation key: both languages), its state, its split. */
export const experimentSchema = z.object({
  id: z.number().int(),
  status: z.enum(EXPERIMENT_STATUSES),
  page: z.object({ translation_key: z.string().trim().min(1) }),
  variants: variantListSchema.nullish().transform((v) => v ?? [{ key: 'A' as const, weight: 1 }]),
  winner: variantKeySchema.nullish().transform((v) => v ?? null),
});
export type Experiment = z.output<typeof experimentSchema>;
export const EXPERIMENT_FIELDS = ['id', 'status', 'page.translation_key', 'variants', 'winner'];

/** The cookie that keeps a visitor's versions: `12:B.15:A`, experiment ids and keys, nothing that identifies anyone. */
export const VARIANTS_COOKIE = 'variants';
/** 90 days: longer than an experiment usually runs; a stopped experiment's entry is dropped on the next visit. */
export const VARIANTS_COOKIE_MAX_AGE_S = 90 * 24 * 3600;

/** The versions a visitor holds, from their VARIANTS_COOKIE's value: ids to keys, anything malformed ignored. */
export function readVariants(value: string | null | undefined): Map<number, VariantKey> {
  const held = new Map<number, VariantKey>();
  if (!value) return held;
  for (const entry of value.split('.')) {
    const [id, key] = entry.split(':');
    const parsedKey = variantKeySchema.safeParse(key);
    if (id && /^\d{1,9}$/.test(id) && parsedKey.success && held.size < 20) held.set(Number(id), parsedKey.data);
  }
  return held;
}

/** The cookie's value for the versions held, in id order (one value per combination, never per visitor). */
export function variantsCookieValue(held: ReadonlyMap<number, VariantKey>): string {
  return [...held.entries()]
    .sort(([a], [b]) => a - b)
    .map(([id, key]) => `${id}:${key}`)
    .join('.');
}

/** What a lead, the page and GA4 carry: `12-B`, the experiment's id and the version shown. */
export const variantLabel = (experimentId: number, key: VariantKey) => `${experimentId}-${key}`;

/** The version a request gets, `12:B`, set by server/app.ts for the route's loader (any value from outside is removed). */
export const VARIANT_HEADER = 'x-site-variant';

/** VARIANT_HEADER's value for a version: `12:B`. */
export const variantHeaderValue = (experimentId: number, key: VariantKey) => `${experimentId}:${key}`;

/** The version VARIANT_HEADER names, or null when it names none (absent or malformed). */
export function readVariantHeader(value: string | null | undefined): { experimentId: number; key: VariantKey } | null {
  const match = /^(\d{1,9}):([A-D])$/.exec(value ?? '');
  const key = variantKeySchema.safeParse(match?.[2]);
  return match && key.success ? { experimentId: Number(match[1]), key: key.data } : null;
}
