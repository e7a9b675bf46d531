// The forms' contract: one zod schema per form, used by react-hook-form in the browser and again by
// the site server before anything reaches Directus. Error messages are react-intl message ids, so
// each side shows them in the visitor's language.
//
// Bounds (documented in docs/marketers.md): names 2-80 characters of letters (any alphabet, accents included),
// spaces, apostrophes, hyphens and periods, starting with a letter; company names 2-100 characters,
// also digits and & , ( ) / +; industries 2-80 like company names; e-mail addresses as browsers
// accept them, at most 254 characters.
// zod/mini, not zod: the schemas ship to the browser with the forms, and the functional API lets
// the bundler keep only what they use. On the server the classic `zod` elsewhere sets the English
// default messages for both (the few issues without a message id of their own, such as a body that is
// not an object); the browser shows 'form.invalid' for any message that is not an id.
import { z } from 'zod/mini';
import { DEMO_ROLE_VALUES, WAITLIST_ROLES, type FieldErrors } from './form-values.ts';

export { DEMO_ROLE_VALUES, FORM_KINDS, WAITLIST_ROLES, type DemoRole, type FieldErrors, type FormKind } from './form-values.ts';

const NAME = /^\p{L}[\p{L}\p{M} '’.-]*$/u;
const ORGANISATION = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} &'’.,()/+-]*$/u;

/** A string, trimmed, `required` when that leaves nothing; then checked by `then` if not empty. */
const filled = <T extends z.core.$ZodType<unknown, string>>(required: string, then: T) =>
  z.pipe(z.string({ error: required }).check(z.trim(), z.minLength(1, required)), then);

/** Required text: `required` when empty, `invalid` when outside the bounds or pattern. */
const text = (min: number, max: number, pattern: RegExp, required: string, invalid: string) =>
  filled(required, z.string().check(z.minLength(min, invalid), z.maxLength(max, invalid), z.regex(pattern, invalid)));

const email = (required: string, invalid: string) => filled(required, z.email(invalid).check(z.maxLength(254, invalid)));

const industrySchema = text(2, 80, ORGANISATION, 'form.industry.required', 'form.industry.invalid');
/** Run a refinement whenever the input is an object at all, even if some of its fields failed. */
const always = (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null;

const demoRequestFields = z
  .object({
    name: text(2, 80, NAME, 'form.name.required', 'form.name.invalid'),
    company: text(2, 100, ORGANISATION, 'form.company.required', 'form.company.invalid'),
    email: email('form.email.required', 'form.email.invalid'),
    role: z.enum(DEMO_ROLE_VALUES, { error: 'form.role.required' }),
    industry: z.optional(z.string({ error: 'form.industry.invalid' }).check(z.trim())),
    consent: z.literal(true, { error: 'form.consent.required' }),
  })
  // Checked even when other fields fail (`when`), so one submit shows every message at once.
  .check(
    z.refine((v) => v.role !== 'other' || (typeof v.industry === 'string' ? v.industry : '').trim() !== '', {
      path: ['industry'],
      message: 'form.industry.required',
      when: always,
    }),
    z.refine((v) => v.role !== 'other' || (typeof v.industry === 'string' ? v.industry : '').trim() === '' || industrySchema.safeParse(v.industry).success, {
      path: ['industry'],
      message: 'form.industry.invalid',
      when: always,
    }),
  );

export const demoRequestSchema = z.pipe(
  demoRequestFields,
  // The industry is asked only of Other: whatever a browser sent for another role is dropped.
  z.transform((v: z.output<typeof demoRequestFields>) => ({ ...v, industry: v.role === 'other' ? (typeof v.industry === 'string' ? v.industry : '') : null })),
);

export type DemoRequestInput = z.input<typeof demoRequestSchema>;
export type DemoRequest = z.output<typeof demoRequestSchema>;

/** A booking: the request plus the time the visitor chose (an instant) and the zone they saw it in. */
export const demoBookingSchema = z.object({
  slot: z.iso.datetime({ offset: true, error: 'form.slot.required' }),
  timeZone: z._default(z.string().check(z.trim(), z.minLength(1), z.maxLength(64)), 'UTC'),
});

export const newsletterSchema = z.object({
  email: email('form.email.required', 'form.email.invalid'),
  consent: z.literal(true, { error: 'form.newsletterConsent.required' }),
});

export const waitlistSchema = z.object({
  email: email('form.email.required', 'form.email.invalid'),
  role: z.enum(WAITLIST_ROLES, { error: 'form.role.required' }),
  company: z.pipe(
    z.optional(
      z.string().check(
        z.trim(),
        z.maxLength(100, 'form.company.invalid'),
        z.refine((v) => v === '' || ORGANISATION.test(v), 'form.company.invalid'),
      ),
    ),
    z.transform((v: string | undefined) => v || null),
  ),
});

/** Optional coordinates, as typed (strings) or sent (numbers); SPEC §5's messages name the value. */
const coordinate = (min: number, max: number, message: string) =>
  z.pipe(
    z.optional(z.union([z.string(), z.number()])),
    z.transform((v: string | number | undefined, ctx) => {
      if (v === undefined || (typeof v === 'string' && v.trim() === '')) return null;
      const n = typeof v === 'number' ? v : Number(v.trim());
      if (!Number.isFinite(n) || n < min || n > max) {
        ctx.issues.push({ code: 'custom', message, params: { value: String(v).trim() }, input: v });
        return z.NEVER;
      }
      return n;
    }),
  );

export const reportSchema = z.object({
  address: filled('form.address.required', z.string().check(z.minLength(5, 'form.address.invalid'), z.maxLength(200, 'form.address.invalid'))),
  email: email('form.email.required', 'form.email.invalid'),
  latitude: coordinate(-90, 90, 'form.latitude.invalid'),
  longitude: coordinate(-180, 180, 'form.longitude.invalid'),
});

export function fieldErrors(error: z.core.$ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'form';
    if (out[key]) continue;
    const params = 'params' in issue && issue.params && typeof issue.params === 'object' ? (issue.params as Record<string, unknown>) : undefined;
    const value = params?.['value'];
    out[key] = { message: issue.message, ...(typeof value === 'string' ? { values: { value } } : {}) };
  }
  return out;
}
