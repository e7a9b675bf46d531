// The attribution a form arrives with (schemas/attribution.ts), checked before it is stored: known
// fields only, trimmed strings within bounds, and the advertising click ids dropped unless the
// visitor's consent cookie allows advertising and their browser does not send Global Privacy Control.
import { z } from 'zod';
import { ATTRIBUTION_FIELDS, ATTRIBUTION_MAX_LENGTH, CLICK_ID_PARAMS, type Attribution, type AttributionField } from '#schemas/attribution';

const value = (max: number) =>
  z
    .string()
    .transform((v) => v.trim().slice(0, max))
    .optional()
    .catch(undefined);

const AttributionSchema = z.object(Object.fromEntries(ATTRIBUTION_FIELDS.map((f) => [f, value(ATTRIBUTION_MAX_LENGTH[f])]))).catch({});

/** Every attribution field, null when absent: the row to store beside the submission. */
export function attributionRow(input: unknown, advertisingAllowed: boolean): Partial<Record<AttributionField, string | null>> {
  const parsed: Attribution = AttributionSchema.parse(input ?? {});
  const clickIds = new Set<string>(CLICK_ID_PARAMS);
  return Object.fromEntries(ATTRIBUTION_FIELDS.map((f) => [f, (!clickIds.has(f) || advertisingAllowed) && parsed[f] ? parsed[f] : null]));
}
