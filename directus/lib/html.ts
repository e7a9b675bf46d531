// HTML escaping for the Studio pages our extensions write themselves (outside any framework).

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or an attribute's value, escaped; null and undefined as nothing. */
export const esc = (s: string | number | null | undefined): string => String(s ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
