// The page's form ticket in the browser (src/forms/ticket.server.ts): the server fills it in the hidden
// field of every form on the page it sends (PlainPostFields), and an island sends it with its JSON as a
// plain post sends the field. React's hydration resets a hidden field to its rendered value (the
// placeholder), so the ticket is read when this module first runs: when an island's code has loaded,
// before that island hydrates; later, from any field not yet hydrated.
import { FORM_FIELDS, FORM_TICKET_PLACEHOLDER } from '#schemas/form-values';

function fromPage(): string {
  if (typeof document === 'undefined') return '';
  for (const input of document.querySelectorAll<HTMLInputElement>(`input[name="${FORM_FIELDS.ticket}"]`))
    if (input.value && input.value !== FORM_TICKET_PLACEHOLDER) return input.value;
  return '';
}

const served = fromPage();
/** A ticket the server gave in place of an expired one. */
let renewed: string | null = null;

/** The ticket to send: a renewed one, else the page's ('' on the server, or on a page without one). */
export function pageTicket(): string {
  return renewed ?? (served || fromPage());
}

/** Keeps the ticket the server sent back for a page kept open longer than a ticket lives. */
export function renewTicket(ticket: string): void {
  renewed = ticket;
}
