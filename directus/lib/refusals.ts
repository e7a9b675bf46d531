// How our extensions refuse a request, as Directus's own errors: the reason (in the caller's Studio
// language) is the error's message, which the Data Studio shows beside the save.
import { createError } from '@directus/errors';

type Reason = { reason: string };

/** A save that breaks a rule: 400 INVALID_PAYLOAD. */
export const Refused = createError<Reason>('INVALID_PAYLOAD', ({ reason }) => reason, 400);
/** What nobody without the grant may do at all: Directus's own answer to a missing permission (403). */
export const Forbidden = createError<Reason>('FORBIDDEN', ({ reason }) => reason, 403);
