// The forms' fixed values and the shape of their errors, without zod: the form islands render with
// these, and load the schemas themselves (schemas/forms.ts) only when a visitor starts filling one in.
export const DEMO_ROLE_VALUES = ['hvac_installer', 'energy_advisor', 'other'] as const;
export type DemoRole = (typeof DEMO_ROLE_VALUES)[number];

export const WAITLIST_ROLES = ['hvac_installer', 'energy_advisor', 'other'] as const;

export const FORM_KINDS = ['demo', 'newsletter', 'waitlist', 'report'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

/** Field errors as the server returns them: message ids, with values for those that take one. */
export type FieldErrors = Record<string, { message: string; values?: Record<string, string> }>;

/**
 * A plain form (no JavaScript) carries these besides its fields: which widget sent it, what the
 * visitor asked for (the demo's steps), and a signed time the page was served at, so that a post
 * faster than a person can type is refused. The server fills the ticket in every page it sends.
 */
export const FORM_FIELDS = { block: '_block', kind: '_form', intent: 'intent', ticket: '_ticket', pickDay: 'pick_day' } as const;
export const FORM_TICKET_PLACEHOLDER = '__form_ticket__';
export const FORM_INTENTS = ['send', 'next', 'times', 'back', 'book', 'request'] as const;
export type FormIntent = (typeof FORM_INTENTS)[number];
