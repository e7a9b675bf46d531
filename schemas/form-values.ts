// The forms' fixed values and the shape of their errors, without zod: the form islands render with
// these, and load the schemas themselves (schemas/forms.ts) only when a visitor starts filling one in.
export const DEMO_ROLE_VALUES = ['hvac_installer', 'energy_advisor', 'other'] as const;
export type DemoRole = (typeof DEMO_ROLE_VALUES)[number];

export const WAITLIST_ROLES = ['hvac_installer', 'energy_advisor', 'other'] as const;

export const FORM_KINDS = ['demo', 'newsletter', 'waitlist', 'report'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

/** Field errors as the server returns them: message ids, with values for those that take one. */
export type FieldErrors = Record<string, { message: string; values?: Record<string, string> }>;
