// A form's state as the server rendered it after a plain post (or its thanks after the redirect), read
// back from the island's JSON props without zod: the island's own chunk stays small.
import type { FieldErrors } from '#schemas/form-values';

/** A day's times, and the next days that have some (the chooser lists them). */
export type FormTimes = { day: string; openDays: string[]; slots: string[]; firstDay: string; lastDay: string; timeZone: string };

export type FormInitial = {
  /** What the visitor typed, by field name. */
  values: Record<string, string>;
  errors: FieldErrors;
  /** A message id for the whole form (the time was taken, Directus is down, too fast...). */
  problem: string | null;
  /** The demo booking's step. */
  step: 'form' | 'time';
  times: FormTimes | null;
  /** The thanks: what was stored, the booked time, and the zone it was chosen in (without JavaScript, the firm's). */
  done: { status: 'booked' | 'requested' | 'received'; at: string | null; timeZone: string | null } | null;
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const strings = (v: unknown): Record<string, string> =>
  isRecord(v) ? Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string')) : {};
const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);

function readErrors(v: unknown): FieldErrors {
  if (!isRecord(v)) return {};
  const out: FieldErrors = {};
  for (const [field, e] of Object.entries(v)) {
    if (isRecord(e) && typeof e['message'] === 'string') out[field] = { message: e['message'], values: strings(e['values']) };
  }
  return out;
}

function readTimes(v: unknown): FormTimes | null {
  if (!isRecord(v) || !Array.isArray(v['slots'])) return null;
  const [day, firstDay, lastDay, timeZone] = [text(v['day']), text(v['firstDay']), text(v['lastDay']), text(v['timeZone'])];
  if (!day || !firstDay || !lastDay || !timeZone) return null;
  const list = (x: unknown) => (Array.isArray(x) ? x.filter((s): s is string => typeof s === 'string') : []);
  return { day, firstDay, lastDay, timeZone, slots: list(v['slots']), openDays: list(v['openDays']) };
}

export function readInitial(json: string | null): FormInitial | null {
  if (!json) return null;
  let v: unknown;
  try {
    v = JSON.parse(json);
  } catch {
    return null;
  }
  if (!isRecord(v)) return null;
  const done = isRecord(v['done']) ? v['done'] : null;
  const status = done ? done['status'] : null;
  return {
    values: strings(v['values']),
    errors: readErrors(v['errors']),
    problem: text(v['problem']),
    step: v['step'] === 'time' ? 'time' : 'form',
    times: readTimes(v['times']),
    done:
      status === 'booked' || status === 'requested' || status === 'received'
        ? { status, at: done ? text(done['at']) : null, timeZone: done ? text(done['timeZone']) : null }
        : null,
  };
}
