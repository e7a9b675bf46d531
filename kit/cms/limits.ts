// What the Data Studio can show of a content schema before a save: the longest text a field takes,
// how many items a repeater holds, which of its sub-fields are required (issue 41, decision 0023).
// Read from the zod schema itself (zod 4's `z.toJSONSchema`, the input side), so that a limit is
// written once, in the schema, and the Studio and the site cannot disagree. Node loads this file
// directly (type stripping): explicit `.ts` extensions on imports, erasable syntax only.
import { z } from 'zod';

/** What a text or a repeater takes, as far as the Studio can tell a marketer before they save. */
export type FieldLimits = {
  /** Longest text, in characters. */
  maxLength?: number;
  /** Fewest and most items of a list. */
  minItems?: number;
  maxItems?: number;
  /** A list's items' own fields, by name. */
  items?: Record<string, FieldLimits>;
  /** The value cannot be left out (no default, not optional, not null). */
  required: boolean;
};

const Json = z.record(z.string(), z.unknown());
type Json = z.infer<typeof Json>;

const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

/** The one non-null branch of `anyOf: [X, {type: null}]` (a nullish field), or the node itself. */
function nonNull(node: Json): Json {
  const anyOf = z.array(Json).safeParse(node['anyOf']).data;
  if (!anyOf) return node;
  const branches = anyOf.filter((b) => b['type'] !== 'null');
  return branches.length === 1 && branches[0] ? branches[0] : node;
}

/** The object's properties, its `allOf` parts' too (an intersection), and which are required. */
function properties(node: Json): { props: Record<string, Json>; required: Set<string> } {
  const props: Record<string, Json> = {};
  const required = new Set<string>();
  for (const part of [node, ...(z.array(Json).safeParse(node['allOf']).data ?? [])]) {
    Object.assign(props, z.record(z.string(), Json).safeParse(part['properties']).data ?? {});
    for (const key of z.array(z.string()).safeParse(part['required']).data ?? []) required.add(key);
  }
  return { props, required };
}

function limitsOfNode(raw: Json, required: boolean): FieldLimits {
  const node = nonNull(raw);
  const out: FieldLimits = { required };
  const maxLength = num(node['maxLength']);
  if (maxLength !== undefined) out.maxLength = maxLength;
  const minItems = num(node['minItems']);
  const maxItems = num(node['maxItems']);
  if (minItems !== undefined) out.minItems = minItems;
  if (maxItems !== undefined) out.maxItems = maxItems;
  const item = Json.safeParse(node['items']).data;
  if (item && node['type'] === 'array') {
    const { props, required: inner } = properties(nonNull(item));
    if (Object.keys(props).length > 0)
      out.items = Object.fromEntries(Object.entries(props).map(([key, sub]) => [key, limitsOfNode(sub, inner.has(key) && isRequiredText(sub))]));
  }
  return out;
}

/**
 * Required in the Studio's sense: a value must be typed. JSON Schema's `required` says the key must be
 * there; a string must also be non-empty for the Studio to call it required (`min(1)`), which is how
 * the schemas say "required" (`z.string().trim().min(1)`).
 */
function isRequiredText(node: Json): boolean {
  const n = nonNull(node);
  if (n !== node) return false;
  return n['type'] !== 'string' || (num(n['minLength']) ?? 0) >= 1;
}

/** Each top-level field's limits, from a content schema (an object, or an intersection of objects). */
export function schemaLimits(schema: z.ZodType): Record<string, FieldLimits> {
  const json = Json.parse(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }));
  const { props, required } = properties(json);
  return Object.fromEntries(Object.entries(props).map(([key, node]) => [key, limitsOfNode(node, required.has(key) && isRequiredText(node))]));
}

/**
 * The top-level fields the schema reads as an object (a file's `{ id, width, height }`, a category's
 * `{ name, slug }`) rather than as the id Directus stores: what the site asks Directus to expand.
 */
export function objectFields(schema: z.ZodType): string[] {
  const json = Json.parse(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }));
  return Object.entries(properties(json).props)
    .filter(([, node]) => nonNull(node)['type'] === 'object')
    .map(([key]) => key);
}
